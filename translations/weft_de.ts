<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Weft</source>
        <translation>Über Weft</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Built with Qt %1</source>
        <translation>Erstellt mit Qt %1</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>An Ansicht an&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Weft</source>
        <translation>Ü&amp;ber Weft</translation>
    </message>
    <message>
        <source>A&amp;ttach Data Files…</source>
        <translation>Datendateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>%1 names the change, e.g. &quot;Add Read CSV&quot;.</extracomment>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alles a&amp;uswählen</translation>
    </message>
    <message>
        <source>A&amp;rrange Nodes</source>
        <translation>Knoten &amp;anordnen</translation>
    </message>
    <message>
        <source>Show &amp;Minimap</source>
        <translation>&amp;Minikarte anzeigen</translation>
    </message>
    <message>
        <source>Add &amp;Frame Around Selection</source>
        <translation>Rahmen um Auswahl &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add Co&amp;mment</source>
        <translation>K&amp;ommentar hinzufügen</translation>
    </message>
    <message>
        <source>Show &amp;History</source>
        <translation>&amp;Verlauf anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;Dashboard</source>
        <translation>&amp;Dashboard anzeigen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>Lauf a&amp;bbrechen</translation>
    </message>
    <message>
        <source>R&amp;esume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Run to &amp;Here</source>
        <translation>Bis &amp;hierher ausführen</translation>
    </message>
    <message>
        <source>Run &amp;Selected</source>
        <translation>&amp;Auswahl ausführen</translation>
    </message>
    <message>
        <source>Un&amp;freeze</source>
        <translation>&amp;Einfrieren aufheben</translation>
    </message>
    <message>
        <source>&amp;Freeze</source>
        <translation>&amp;Einfrieren</translation>
    </message>
    <message>
        <source>Run Everything &amp;Again</source>
        <extracomment>Runs every node again, taking no result from the cache.</extracomment>
        <translation>Alles &amp;neu ausführen</translation>
    </message>
</context>
<context>
    <name>Array</name>
    <message>
        <source>an array extent is negative</source>
        <translation>eine Dimension des Arrays hat eine negative Größe</translation>
    </message>
    <message>
        <source>the array shape is too large</source>
        <translation>die Form des Arrays ist zu groß</translation>
    </message>
    <message>
        <source>%1 values for an array of %2 elements</source>
        <translation>%1 Werte für ein Array mit %2 Elementen</translation>
    </message>
</context>
<context>
    <name>ArrayChunkOperator</name>
    <message>
        <source>Array chunk</source>
        <translation>Array-Teil</translation>
    </message>
    <message>
        <source>Splits an array along its first axis into a number of chunks, as numpy.array_split does (the first chunks get one row more when the rows do not divide evenly), and passes on one of them. Several chunk nodes with the same count and different indices split the work for parallel branches.</source>
        <translation>Teilt ein Array entlang seiner ersten Achse in eine Anzahl von Teilen auf, wie es numpy.array_split tut (die ersten Teile erhalten eine Zeile mehr, wenn sich die Zeilen nicht gleichmäßig aufteilen lassen), und gibt einen davon weiter. Mehrere Teil-Knoten mit gleicher Anzahl und verschiedenen Indizes verteilen die Arbeit auf parallele Zweige.</translation>
    </message>
    <message>
        <source>The array to split.</source>
        <translation>Das aufzuteilende Array.</translation>
    </message>
    <message>
        <source>The chosen chunk.</source>
        <translation>Der gewählte Teil.</translation>
    </message>
    <message>
        <source>How many chunks to split into (1 or more).</source>
        <translation>In wie viele Teile aufgeteilt wird (1 oder mehr).</translation>
    </message>
    <message>
        <source>Which chunk to pass on, from 0 to count - 1.</source>
        <translation>Welcher Teil weitergegeben wird, von 0 bis count - 1.</translation>
    </message>
    <message>
        <source>count is %1; it must be 1 or more</source>
        <translation>count ist %1; der Wert muss 1 oder größer sein</translation>
    </message>
    <message>
        <source>index is %1; it must be from 0 to %2</source>
        <translation>index ist %1; der Wert muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <source>the array is a single value (shape ()); it has no first axis to split</source>
        <translation>das Array ist ein einzelner Wert (Form ()); es hat keine erste Achse, entlang der es aufgeteilt werden kann</translation>
    </message>
    <message>
        <source>cannot make the chunk: %1</source>
        <translation>der Teilblock kann nicht erstellt werden: %1</translation>
    </message>
</context>
<context>
    <name>ArrayCodec</name>
    <message>
        <source>encoded array is truncated: %1 bytes</source>
        <translation>kodiertes Array ist abgeschnitten: %1 Bytes</translation>
    </message>
    <message>
        <source>not an encoded array (bad magic)</source>
        <translation>kein kodiertes Array (falsche Kennung)</translation>
    </message>
    <message>
        <source>encoded array has an unknown element type %1</source>
        <translation>kodiertes Array hat einen unbekannten Elementtyp %1</translation>
    </message>
    <message>
        <source>encoded array is truncated in its shape</source>
        <translation>kodiertes Array ist in seiner Form abgeschnitten</translation>
    </message>
    <message>
        <source>encoded array has a bad shape</source>
        <translation>kodiertes Array hat eine ungültige Form</translation>
    </message>
    <message>
        <source>encoded array holds %1 bytes of elements, its shape needs %2</source>
        <translation>kodiertes Array enthält %1 Bytes an Elementen, seine Form braucht %2</translation>
    </message>
</context>
<context>
    <name>ArrayConcatOperator</name>
    <message>
        <source>Concatenate arrays</source>
        <translation>Arrays verketten</translation>
    </message>
    <message>
        <source>The arrays to join, in edge order.</source>
        <translation>Die zu verbindenden Arrays, in Kantenreihenfolge.</translation>
    </message>
    <message>
        <source>The joined array.</source>
        <translation>Das verbundene Array.</translation>
    </message>
    <message>
        <source>array %1 has shape %2, array 1 has shape %3: all but the first dimension must match</source>
        <translation>Array %1 hat die Form %2, Array 1 hat die Form %3: alle Dimensionen außer der ersten müssen übereinstimmen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Joins arrays along their first axis, in edge order, as numpy.concatenate does. Their other dimensions must match; a single value (shape ()) counts as one row, so the results of several reductions join into one array. Arrays of one element type keep it, bit for bit; arrays of different real types give float64; a complex array joins only arrays of its own type.</source>
        <translation>Verbindet Arrays entlang ihrer ersten Achse in Kantenreihenfolge, wie es numpy.concatenate tut. Ihre übrigen Dimensionen müssen übereinstimmen; ein einzelner Wert (Form ()) zählt als eine Zeile, sodass sich die Ergebnisse mehrerer Reduktionen zu einem Array verbinden lassen. Arrays eines Elementtyps behalten ihn, Bit für Bit; Arrays unterschiedlicher reeller Typen ergeben float64; ein komplexes Array lässt sich nur mit Arrays seines eigenen Typs verbinden.</translation>
    </message>
    <message>
        <source>array %1 is %2 and array 1 is %3: complex arrays join only arrays of the same element type</source>
        <translation>Array %1 ist %2 und Array 1 ist %3: Komplexe Arrays lassen sich nur mit Arrays desselben Elementtyps verbinden</translation>
    </message>
</context>
<context>
    <name>ArrayExprOperator</name>
    <message>
        <source>Array formula</source>
        <translation>Array-Formel</translation>
    </message>
    <message>
        <source>One to three arrays: x, y, z in edge order.</source>
        <translation>Ein bis drei Arrays: x, y, z in Kantenreihenfolge.</translation>
    </message>
    <message>
        <source>The formula&apos;s value for every element.</source>
        <translation>Der Wert der Formel für jedes Element.</translation>
    </message>
    <message>
        <source>The formula over x, y, z and i.</source>
        <translation>Die Formel über x, y, z und i.</translation>
    </message>
    <message>
        <source>The element type of the result.</source>
        <translation>Der Elementtyp des Ergebnisses.</translation>
    </message>
    <message>
        <source>%1 arrays are connected; the formula takes at most 3 (x, y, z)</source>
        <translation>%1 Arrays sind verbunden; die Formel nimmt höchstens 3 an (x, y, z)</translation>
    </message>
    <message>
        <source>%1 has shape %2 but %3 has shape %4; the shapes must match (or one must be a single value)</source>
        <translation>%1 hat die Form %2, aber %3 hat die Form %4; die Formen müssen übereinstimmen (oder eines muss ein einzelner Wert sein)</translation>
    </message>
    <message>
        <source>expression &apos;%1&apos; gives %2 values separated by commas; one is expected</source>
        <translation>Ausdruck &apos;%1&apos; liefert %2 durch Kommas getrennte Werte; erwartet wird einer</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>expression &apos;%1&apos;: %2 (the variables are %3 and i)</source>
        <translation>Ausdruck &apos;%1&apos;: %2 (die Variablen sind %3 und i)</translation>
    </message>
    <message>
        <source>Computes a formula for every element, e.g. &apos;x * x&apos; or &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser syntax). The first connected array is x, the second y, the third z; i is the element&apos;s index in C order. The arrays must have the same shape, except that a single-element array is used for every element. The formula computes in float64, where integers are exact up to 2^53 in magnitude: with an integer dtype, an int64 or uint64 element beyond that fails the node instead of giving a rounded integer. Complex arrays are refused. The value is stored as dtype: rounded toward zero and saturated for integers, to the nearest float16, with imaginary part 0 for complex.</source>
        <translation>Berechnet eine Formel für jedes Element, z. B. &apos;x * x&apos; oder &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser-Syntax). Das erste verbundene Array ist x, das zweite y, das dritte z; i ist der Index des Elements in C-Reihenfolge. Die Arrays müssen dieselbe Form haben; ein Array mit nur einem Element wird jedoch für jedes Element verwendet. Die Formel rechnet in float64, wo Ganzzahlen bis zum Betrag 2^53 exakt sind: Bei einem ganzzahligen dtype lässt ein int64- oder uint64-Element jenseits davon den Knoten fehlschlagen, statt eine gerundete Ganzzahl zu liefern. Komplexe Arrays werden abgelehnt. Der Wert wird als dtype gespeichert: bei Ganzzahlen in Richtung null gerundet und auf den Wertebereich begrenzt, bei float16 auf den nächsten Wert gerundet, bei komplexen Typen mit Imaginärteil 0.</translation>
    </message>
    <message>
        <source>%1[%2] is %3, beyond 2^53, which the formula&apos;s float64 arithmetic cannot hold exactly; the integer result would be rounded. Choose dtype float64, or keep the values within ±9007199254740992</source>
        <translation>%1[%2] ist %3 und liegt jenseits von 2^53, was die float64-Arithmetik der Formel nicht exakt darstellen kann; das ganzzahlige Ergebnis wäre gerundet. Wählen Sie dtype float64 oder halten Sie die Werte innerhalb von ±9007199254740992</translation>
    </message>
</context>
<context>
    <name>ArrayGenerateOperator</name>
    <message>
        <source>Generate array</source>
        <translation>Array erzeugen</translation>
    </message>
    <message>
        <source>Makes an array of a given shape: a range (start, start + step, …), random numbers (uniform or normal; the same seed gives the same numbers), or one constant value. Elements are filled in C order.</source>
        <translation>Erzeugt ein Array einer gegebenen Form: eine Folge (start, start + step, …), Zufallszahlen (gleichverteilt oder normalverteilt; derselbe Seed ergibt dieselben Zahlen) oder einen konstanten Wert. Die Elemente werden in C-Reihenfolge gefüllt.</translation>
    </message>
    <message>
        <source>The new array.</source>
        <translation>Das neue Array.</translation>
    </message>
    <message>
        <source>What to fill the array with.</source>
        <translation>Womit das Array gefüllt wird.</translation>
    </message>
    <message>
        <source>The extent of each dimension, separated by commas: &apos;1000&apos; or &apos;100, 10&apos;; empty for a single value.</source>
        <translation>Die Größe jeder Dimension, durch Kommas getrennt: &apos;1000&apos; oder &apos;100, 10&apos;; leer für einen einzelnen Wert.</translation>
    </message>
    <message>
        <source>range: the first value.</source>
        <translation>range: der erste Wert.</translation>
    </message>
    <message>
        <source>range: the difference between neighbours.</source>
        <translation>range: die Differenz zwischen benachbarten Werten.</translation>
    </message>
    <message>
        <source>constant: the value of every element.</source>
        <translation>constant: der Wert jedes Elements.</translation>
    </message>
    <message>
        <source>random: uniform in [low, high), or normal with mean and std.</source>
        <translation>random: gleichverteilt in [low, high) oder normalverteilt mit mean und std.</translation>
    </message>
    <message>
        <source>random, uniform: the smallest value.</source>
        <translation>random, uniform: der kleinste Wert.</translation>
    </message>
    <message>
        <source>random, uniform: the bound no value reaches.</source>
        <translation>random, uniform: die Grenze, die kein Wert erreicht.</translation>
    </message>
    <message>
        <source>random, normal: the mean.</source>
        <translation>random, normal: der Mittelwert.</translation>
    </message>
    <message>
        <source>random, normal: the standard deviation (0 or more).</source>
        <translation>random, normal: die Standardabweichung (0 oder mehr).</translation>
    </message>
    <message>
        <source>random: the seed; the same seed gives the same numbers.</source>
        <translation>random: der Seed; derselbe Seed ergibt dieselben Zahlen.</translation>
    </message>
    <message>
        <source>shape: %1</source>
        <translation>shape: %1</translation>
    </message>
    <message>
        <source>mode &apos;%1&apos; is not one of range, random, constant</source>
        <translation>mode &apos;%1&apos; ist keiner der Werte range, random, constant</translation>
    </message>
    <message>
        <source>low (%1) is above high (%2)</source>
        <translation>low (%1) ist größer als high (%2)</translation>
    </message>
    <message>
        <source>std is %1; it must be 0 or more</source>
        <translation>std ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
    <message>
        <source>distribution &apos;%1&apos; is not one of uniform, normal</source>
        <translation>distribution &apos;%1&apos; ist keiner der Werte uniform, normal</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>The element type (values are rounded toward zero and clamped for integer types, to the nearest float16, and get imaginary part 0 for complex types).</source>
        <translation>Der Elementtyp (bei Ganzzahltypen werden die Werte in Richtung null gerundet und auf den Wertebereich begrenzt, bei float16 auf den nächsten Wert gerundet, und komplexe Typen erhalten den Imaginärteil 0).</translation>
    </message>
</context>
<context>
    <name>ArrayOperatorSupport</name>
    <message>
        <source>expected an array on input %1, received %2</source>
        <translation>an Eingang %1 wurde ein Array erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>no array arrived on the input</source>
        <translation>am Eingang ist kein Array angekommen</translation>
    </message>
    <message>
        <source>dtype &apos;%1&apos; is not one of %2</source>
        <translation>dtype &apos;%1&apos; ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a shape: give non-negative integers separated by commas, e.g. &apos;1000&apos; or &apos;100, 10&apos;</source>
        <translation>%1 &apos;%2&apos; ist keine Form: geben Sie nicht negative Ganzzahlen durch Kommas getrennt an, z. B. &apos;1000&apos; oder &apos;100, 10&apos;</translation>
    </message>
    <message>
        <source>%1 is a %2 array; %3 computes with real numbers only</source>
        <translation>%1 ist ein %2-Array; %3 rechnet nur mit reellen Zahlen</translation>
    </message>
</context>
<context>
    <name>ArrayReduceOperator</name>
    <message>
        <source>function %1: there are no %2elements to take the %1 of</source>
        <translation>Funktion %1: es gibt keine %2Elemente, aus denen %1 berechnet werden kann</translation>
    </message>
    <message>
        <source>non-NaN </source>
        <translation>Nicht-NaN-</translation>
    </message>
    <message>
        <source>Reduce array</source>
        <translation>Array reduzieren</translation>
    </message>
    <message>
        <source>The array to reduce.</source>
        <translation>Das zu reduzierende Array.</translation>
    </message>
    <message>
        <source>The result in float64: one value, or the shape without the axis.</source>
        <translation>Das Ergebnis als float64: ein Wert oder die Form ohne die Achse.</translation>
    </message>
    <message>
        <source>What to compute.</source>
        <translation>Was berechnet wird.</translation>
    </message>
    <message>
        <source>The axis to reduce along, from 0 (negative counts from the end, as in NumPy); empty reduces all elements to one value.</source>
        <translation>Die Achse, entlang der reduziert wird, ab 0 (negative Werte zählen vom Ende, wie in NumPy); leer reduziert alle Elemente auf einen Wert.</translation>
    </message>
    <message>
        <source>Ignore NaN elements (as numpy.nansum and friends do).</source>
        <translation>NaN-Elemente ignorieren (wie numpy.nansum und verwandte Funktionen).</translation>
    </message>
    <message>
        <source>std: delta degrees of freedom; the divisor is N - ddof (0 for the population, 1 for a sample).</source>
        <translation>std: Delta der Freiheitsgrade; der Divisor ist N - ddof (0 für die Grundgesamtheit, 1 für eine Stichprobe).</translation>
    </message>
    <message>
        <source>ddof is %1; it must be 0 or more</source>
        <translation>ddof ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
    <message>
        <source>function &apos;%1&apos; is not one of sum, mean, min, max, std</source>
        <translation>function &apos;%1&apos; ist keiner der Werte sum, mean, min, max, std</translation>
    </message>
    <message>
        <source>axis &apos;%1&apos; is not an axis of an array of shape %2 (give 0 to %3, negative counting from the end, or empty for all elements)</source>
        <translation>axis &apos;%1&apos; ist keine Achse eines Arrays der Form %2 (geben Sie 0 bis %3 an, negative Werte zählen vom Ende, oder leer für alle Elemente)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Reduces all elements of an array to one float64 value (a 0-dimensional array), or reduces along one axis, as NumPy&apos;s sum, mean, min, max and std do. A NaN element makes the result NaN unless NaNs are skipped. The sum of no elements is 0; their mean and std are NaN; their min and max are an error. Every real dtype is read as float64 (int64 and uint64 exactly up to 2^53); complex arrays are refused.</source>
        <translation>Reduziert alle Elemente eines Arrays auf einen float64-Wert (ein 0-dimensionales Array) oder reduziert entlang einer Achse, wie es sum, mean, min, max und std von NumPy tun. Ein NaN-Element macht das Ergebnis zu NaN, sofern NaNs nicht übersprungen werden. Die Summe von null Elementen ist 0; Mittelwert und std sind dann NaN; min und max ergeben einen Fehler. Jeder reelle dtype wird als float64 gelesen (int64 und uint64 exakt bis 2^53); komplexe Arrays werden abgelehnt.</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>die Eingabe</translation>
    </message>
</context>
<context>
    <name>ArrayView</name>
    <message>
        <source>finite elements</source>
        <extracomment>Under an array&apos;s histogram: NaN and infinite elements are not in its bins.</extracomment>
        <translation>endliche Elemente</translation>
    </message>
    <message>
        <source>Slice %1</source>
        <extracomment>The array&apos;s slice shown, in NumPy&apos;s notation: &quot;Slice [2, 0, :, :]&quot;.</extracomment>
        <translation>Schnitt %1</translation>
    </message>
    <message>
        <source>Axis %1</source>
        <extracomment>A leading axis of an array, numbered from 0 as in NumPy.</extracomment>
        <translation>Achse %1</translation>
    </message>
    <message>
        <source>Index of axis %1 (0 to %2)</source>
        <translation>Index der Achse %1 (0 bis %2)</translation>
    </message>
    <message>
        <source>No elements to show.</source>
        <translation>Keine Elemente anzuzeigen.</translation>
    </message>
</context>
<context>
    <name>BackendFactory</name>
    <message>
        <source>--jobs 0 is not a number of workers: use a positive count, -1 for all cores or -2 for all but one</source>
        <translation>--jobs 0 ist keine Anzahl von Workern: verwenden Sie eine positive Zahl, -1 für alle Kerne oder -2 für alle außer einem</translation>
    </message>
</context>
<context>
    <name>BatchTuningPanel</name>
    <message>
        <source>The band can be changed while the run goes.</source>
        <translation>Der Zielbereich kann während des Laufs geändert werden.</translation>
    </message>
    <message>
        <source>The lower target must be above 0 and not above the upper.</source>
        <translation>Das untere Ziel muss größer als 0 und darf nicht größer als das obere sein.</translation>
    </message>
    <message>
        <source>Map node</source>
        <translation>Map-Knoten</translation>
    </message>
    <message numerus="yes">
        <source>%n batch(es)</source>
        <translation>
            <numerusform>%n Batch</numerusform>
            <numerusform>%n Batches</numerusform>
        </translation>
    </message>
    <message>
        <source>last: %1 items in %2</source>
        <translation>zuletzt: %1 Elemente in %2</translation>
    </message>
    <message>
        <source>This run has no map node: batch sizes are tuned on map nodes only.</source>
        <translation>Dieser Lauf hat keinen Map-Knoten: Batch-Größen werden nur bei Map-Knoten angepasst.</translation>
    </message>
    <message>
        <source>Batch size (items)</source>
        <translation>Batch-Größe (Elemente)</translation>
    </message>
    <message>
        <source>Batch duration and target band</source>
        <translation>Batch-Dauer und Zielbereich</translation>
    </message>
    <message>
        <source>Target band (ms)</source>
        <translation>Zielbereich (ms)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run</source>
        <translation>Den ganzen Lauf zeigen und ihm folgen. In einem Diagramm (Tab oder ein Klick gibt ihm die Tasten): Mausrad oder +/− zoomen, Ziehen oder ←/→ verschieben, Doppelklick, Pos1 oder 0 zeigen den ganzen Lauf</translation>
    </message>
    <message>
        <source>Keep for this node</source>
        <translation>Für diesen Knoten behalten</translation>
    </message>
    <message>
        <source>Write this band into the node&apos;s run settings, so that its next runs start with it (undoable)</source>
        <translation>Diesen Zielbereich in die Ausführungseinstellungen des Knotens schreiben, damit seine nächsten Läufe damit beginnen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Kept in %1</source>
        <extracomment>The band was written into the node: &quot;Kept in derive&quot;.</extracomment>
        <translation>In %1 behalten</translation>
    </message>
</context>
<context>
    <name>CacheCommands</name>
    <message>
        <source>%1  %2 (%3): %4, computed in %5, last used %6</source>
        <translation>%1  %2 (%3): %4, berechnet in %5, zuletzt genutzt %6</translation>
    </message>
    <message>
        <source>Entries: %1, %2 in all, in %3</source>
        <translation>Einträge: %1, zusammen %2, in %3</translation>
    </message>
    <message>
        <source>Evicted entries: %1 (%2); the cache holds %3 of at most %4.</source>
        <translation>Verdrängte Einträge: %1 (%2); der Cache hält %3 von höchstens %4.</translation>
    </message>
</context>
<context>
    <name>CachePlan</name>
    <message>
        <source>the cached result of node &apos;%1&apos; is damaged (%2); it is computed again</source>
        <translation>das zwischengespeicherte Ergebnis von Knoten „%1“ ist beschädigt (%2); er wird neu berechnet</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is frozen, but the result it was frozen with is no longer in the cache; it runs as if it were not frozen</source>
        <translation>Knoten &apos;%1&apos; ist eingefroren, aber das Ergebnis, mit dem er eingefroren wurde, ist nicht mehr im Cache; er läuft, als wäre er nicht eingefroren</translation>
    </message>
    <message>
        <source>%1 of %2 items (%3 of %4 chunks cached)</source>
        <translation>%1 von %2 Elementen (%3 von %4 Blöcken aus dem Cache)</translation>
    </message>
</context>
<context>
    <name>CborFields</name>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a byte string</source>
        <translation>eine Bytefolge</translation>
    </message>
    <message>
        <source>a text string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a map</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a floating-point number</source>
        <translation>eine Gleitkommazahl</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>CBOR type %1</source>
        <translation>CBOR-Typ %1</translation>
    </message>
    <message>
        <source>%1 should be %2, not %3</source>
        <translation>%1 sollte %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; is missing</source>
        <translation>Feld &apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;</source>
        <translation>Feld &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Run FILE without a window and print the result.</source>
        <translation>FILE ohne Fenster ausführen und das Ergebnis ausgeben.</translation>
    </message>
    <message>
        <source>Check FILE and report the first problem.</source>
        <translation>FILE prüfen und das erste Problem melden.</translation>
    </message>
    <message>
        <source>List the available operators.</source>
        <translation>Die verfügbaren Operatoren auflisten.</translation>
    </message>
    <message>
        <source>Print no progress while running (with --run).</source>
        <translation>Während der Ausführung keinen Fortschritt ausgeben (mit --run).</translation>
    </message>
    <message>
        <source>Load every QML file offscreen; fail on any QML warning or error.</source>
        <translation>Jede QML-Datei ohne Anzeige laden; bei jeder QML-Warnung und jedem QML-Fehler fehlschlagen.</translation>
    </message>
    <message>
        <source>Render the window (with FILE open) offscreen to the PNG file PNG.</source>
        <translation>Das Fenster (mit geöffneter Datei FILE) ohne Anzeige in die PNG-Datei PNG rendern.</translation>
    </message>
    <message>
        <source>Use language LANG (e.g. de, en) instead of the system&apos;s.</source>
        <translation>Sprache LANG (z. B. de, en) statt der Systemsprache verwenden.</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>Version ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Print this help and exit.</source>
        <translation>Diese Hilfe ausgeben und beenden.</translation>
    </message>
    <message>
        <source>A Weft project (.weft) to open.</source>
        <translation>Ein zu öffnendes Weft-Projekt (.weft).</translation>
    </message>
    <message>
        <source>Weft: design, run and watch data workflows.</source>
        <translation>Weft: Daten-Workflows entwerfen, ausführen und beobachten.</translation>
    </message>
    <message>
        <source>Exit codes:
  0    success
  1    the run failed (a node failed)
  2    invalid input: bad arguments, or an unreadable or invalid project
  130  interrupted by SIGINT or SIGTERM
</source>
        <translation>Exit-Codes:
  0    Erfolg
  1    der Lauf ist fehlgeschlagen (ein Knoten ist fehlgeschlagen)
  2    ungültige Eingabe: fehlerhafte Argumente oder ein nicht lesbares oder ungültiges Projekt
  130  durch SIGINT oder SIGTERM unterbrochen
</translation>
    </message>
    <message>
        <source>one project file at most, got %1: %2</source>
        <translation>höchstens eine Projektdatei erlaubt, %1 angegeben: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>weft: no display to open the window on (DISPLAY is not set). Use &apos;weft --run FILE.weft&apos; to run a project without a window.</source>
        <translation>weft: keine Anzeige, auf der das Fenster geöffnet werden kann (DISPLAY ist nicht gesetzt). Verwenden Sie &apos;weft --run FILE.weft&apos;, um ein Projekt ohne Fenster auszuführen.</translation>
    </message>
    <message>
        <source>Try &apos;weft --help&apos;.</source>
        <translation>Weitere Informationen mit &apos;weft --help&apos;.</translation>
    </message>
    <message>
        <source>Run on N workers (with --run): -1 all cores, -2 all but one; 1 runs one task at a time.</source>
        <translation>Mit N Workern ausführen (mit --run): -1 alle Kerne, -2 alle außer einem; 1 führt eine Aufgabe nach der anderen aus.</translation>
    </message>
    <message>
        <source>After a failure, let the branches that do not depend on it finish (with --run).</source>
        <translation>Nach einem Fehler die Zweige zu Ende laufen lassen, die nicht davon abhängen (mit --run).</translation>
    </message>
    <message>
        <source>--%1 goes with --run</source>
        <translation>--%1 gehört zu --run</translation>
    </message>
    <message>
        <source>--jobs needs a whole number, not &apos;%1&apos;</source>
        <translation>--jobs braucht eine ganze Zahl, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Print machine-readable JSON (with --run, --list-ops, --history, --show-run).</source>
        <translation>Maschinenlesbares JSON ausgeben (mit --run, --list-ops, --history, --show-run).</translation>
    </message>
    <message>
        <source>How much intermediate data a run may hold (with --run): free (the default) or bounded, never more than a one-worker run would.</source>
        <translation>Wie viele Zwischendaten ein Lauf belegen darf (mit --run): free (Standard) oder bounded, also nie mehr als bei einem Lauf mit einem Worker.</translation>
    </message>
    <message>
        <source>List the recorded runs of FILE, newest first.</source>
        <translation>Die aufgezeichneten Läufe von FILE auflisten, neueste zuerst.</translation>
    </message>
    <message>
        <source>Print run RUN of FILE (weft --show-run FILE RUN) with its nodes.</source>
        <translation>Lauf RUN von FILE (weft --show-run FILE RUN) mit seinen Knoten ausgeben.</translation>
    </message>
    <message>
        <source>Keep the run history in PATH instead of .weft/runs.sqlite beside the project (with --run, --history, --show-run).</source>
        <translation>Die Laufhistorie in PATH statt in .weft/runs.sqlite neben dem Projekt speichern (mit --run, --history, --show-run).</translation>
    </message>
    <message>
        <source>Delete all but the newest N recorded runs (with --run, --history).</source>
        <translation>Alle aufgezeichneten Läufe außer den neuesten N löschen (mit --run, --history).</translation>
    </message>
    <message>
        <source>Run again only what a failed, cancelled or interrupted run left (weft --run FILE --resume [RUN]; the newest run without RUN).</source>
        <translation>Nur erneut ausführen, was ein fehlgeschlagener, abgebrochener oder unterbrochener Lauf übrig gelassen hat (weft --run FILE --resume [RUN]; ohne RUN der neueste Lauf).</translation>
    </message>
    <message>
        <source>With --screenshot: the window&apos;s size in pixels, e.g. 1600x1000.</source>
        <translation>Mit --screenshot: die Fenstergröße in Pixeln, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>--store goes with --run, --history or --show-run</source>
        <translation>--store ist nur zusammen mit --run, --history oder --show-run möglich</translation>
    </message>
    <message>
        <source>--store needs a file name</source>
        <translation>--store braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--keep-runs goes with --run or --history</source>
        <translation>--keep-runs ist nur zusammen mit --run oder --history möglich</translation>
    </message>
    <message>
        <source>--keep-runs needs a number of runs, 1 or more, not &apos;%1&apos;</source>
        <translation>--keep-runs braucht eine Anzahl von Läufen, 1 oder mehr, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--memory must be free or bounded, not &apos;%1&apos;</source>
        <translation>--memory muss free oder bounded sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--show-run needs a run: weft --show-run FILE.weft RUN</source>
        <translation>--show-run braucht einen Lauf: weft --show-run FILE.weft RUN</translation>
    </message>
    <message>
        <source>--resume goes with --run</source>
        <translation>--resume ist nur zusammen mit --run möglich</translation>
    </message>
    <message>
        <source>--size goes with --screenshot</source>
        <translation>--size ist nur zusammen mit --screenshot möglich</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT in pixels (100 to 9999), e.g. 1600x1000, not &apos;%1&apos;</source>
        <translation>--size braucht WIDTHxHEIGHT in Pixeln (100 bis 9999), z. B. 1600x1000, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Set parameter PARAM of node NODE to VALUE for this run only (with --run or --validate; repeatable; the file is not changed).</source>
        <translation>Parameter PARAM von Knoten NODE nur für diesen Lauf auf VALUE setzen (mit --run oder --validate; wiederholbar; die Datei wird nicht geändert).</translation>
    </message>
    <message>
        <source>With --screenshot: select node NODE first, so that the inspector and the preview show it.</source>
        <translation>Mit --screenshot: zuerst Knoten NODE auswählen, damit Inspektor und Vorschau ihn anzeigen.</translation>
    </message>
    <message>
        <source>--select goes with --screenshot</source>
        <translation>--select ist nur zusammen mit --screenshot möglich</translation>
    </message>
    <message>
        <source>--set goes with --run or --validate</source>
        <translation>--set ist nur zusammen mit --run oder --validate möglich</translation>
    </message>
    <message>
        <source>Where tasks run (with --run): sequential, threads (the default), processes or slurm.</source>
        <translation>Wo Aufgaben laufen (mit --run): sequential, threads (Standard), processes oder slurm.</translation>
    </message>
    <message>
        <source>With --screenshot: show recorded run RUN of FILE in the monitor at its end (weft --screenshot PNG --replay [RUN] FILE; the newest run without RUN).</source>
        <translation>Mit --screenshot: den aufgezeichneten Lauf RUN von FILE im Monitor an seinem Ende zeigen (weft --screenshot PNG --replay [RUN] FILE; ohne RUN der neueste Lauf).</translation>
    </message>
    <message>
        <source>--replay goes with --screenshot</source>
        <translation>--replay ist nur zusammen mit --screenshot möglich</translation>
    </message>
    <message>
        <source>--replay needs a project: weft --screenshot PNG --replay [RUN] FILE.weft</source>
        <translation>--replay braucht ein Projekt: weft --screenshot PNG --replay [RUN] FILE.weft</translation>
    </message>
    <message>
        <source>Trust the project to run its programs and reach outside its folder, as it is now; remembered for this user (with --run).</source>
        <translation>Dem Projekt in seinem jetzigen Stand vertrauen, seine Programme auszuführen und über seinen Ordner hinauszugreifen; für diesen Benutzer gemerkt (mit --run).</translation>
    </message>
    <message>
        <source>With --run: print which nodes would run and why, and which come from the result cache, without running anything.</source>
        <translation>Mit --run: ausgeben, welche Knoten laufen würden und warum und welche aus dem Ergebnis-Cache kommen, ohne etwas auszuführen.</translation>
    </message>
    <message>
        <source>With --run: compute every node; take nothing from the result cache and keep nothing in it.</source>
        <translation>Mit --run: jeden Knoten berechnen; nichts aus dem Ergebnis-Cache nehmen und nichts darin ablegen.</translation>
    </message>
    <message>
        <source>With --run: compute NODE and every node below it even where the cache holds their results (repeatable, or NODE,NODE).</source>
        <translation>Mit --run: NODE und jeden Knoten darunter berechnen, auch wo der Cache ihre Ergebnisse hält (wiederholbar, oder NODE,NODE).</translation>
    </message>
    <message>
        <source>With --run: run only NODE and what it needs (repeatable, or NODE,NODE).</source>
        <translation>Mit --run: nur NODE ausführen und was er braucht (wiederholbar, oder NODE,NODE).</translation>
    </message>
    <message>
        <source>List the entries of FILE&apos;s result cache (.weft/cache): node, size, compute time, last use.</source>
        <translation>Die Einträge des Ergebnis-Caches von FILE (.weft/cache) auflisten: Knoten, Größe, Rechenzeit, letzte Nutzung.</translation>
    </message>
    <message>
        <source>Trim FILE&apos;s result cache to its bound (settings.cache.max_bytes, or --max-bytes N), the entries cheapest to recompute first.</source>
        <translation>Den Ergebnis-Cache von FILE auf seine Grenze kürzen (settings.cache.max_bytes oder --max-bytes N), die am billigsten neu zu berechnenden Einträge zuerst.</translation>
    </message>
    <message>
        <source>With --cache-prune: the bound in bytes.</source>
        <translation>Mit --cache-prune: die Grenze in Bytes.</translation>
    </message>
    <message>
        <source>--resume runs what a run left; it goes without --dry-run, --no-cache, --from and --to</source>
        <translation>--resume führt aus, was ein Lauf übrig ließ; es geht ohne --dry-run, --no-cache, --from und --to</translation>
    </message>
    <message>
        <source>--max-bytes goes with --cache-prune</source>
        <translation>--max-bytes gehört zu --cache-prune</translation>
    </message>
    <message>
        <source>--max-bytes needs a number of bytes, 0 or more, not &apos;%1&apos;</source>
        <translation>--max-bytes braucht eine Anzahl Bytes, 0 oder mehr, nicht „%1“</translation>
    </message>
    <message>
        <source>choose one of --run, --validate, --list-ops, --history, --show-run, --cache, --cache-prune, --self-test, --screenshot, --version, --help</source>
        <translation>wählen Sie eines von --run, --validate, --list-ops, --history, --show-run, --cache, --cache-prune, --self-test, --screenshot, --version, --help</translation>
    </message>
    <message>
        <source>--json goes with --run, --list-ops, --history, --show-run, --cache or --cache-prune</source>
        <translation>--json gehört zu --run, --list-ops, --history, --show-run, --cache oder --cache-prune</translation>
    </message>
</context>
<context>
    <name>CommandOperator</name>
    <message>
        <source>Run command</source>
        <translation>Befehl ausführen</translation>
    </message>
    <message>
        <source>The declared output files and the stdout file.</source>
        <translation>Die deklarierten Ausgabedateien und die stdout-Datei.</translation>
    </message>
    <message>
        <source>The program: a name found on PATH, or a path relative to the project&apos;s folder. In shell mode, the whole shell command line.</source>
        <translation>Das Programm: ein Name, der über PATH gefunden wird, oder ein Pfad relativ zum Projektordner. Im Shell-Modus die gesamte Shell-Befehlszeile.</translation>
    </message>
    <message>
        <source>One argument per line; empty lines are skipped.</source>
        <translation>Ein Argument pro Zeile; leere Zeilen werden übersprungen.</translation>
    </message>
    <message>
        <source>A file for the program&apos;s standard output (may use placeholders); empty keeps only its end for messages.</source>
        <translation>Eine Datei für die Standardausgabe des Programms (darf Platzhalter verwenden); leer behält nur ihr Ende für Meldungen.</translation>
    </message>
    <message>
        <source>One &apos;name = value&apos; line per {param:name} placeholder.</source>
        <translation>Eine Zeile &apos;Name = Wert&apos; pro Platzhalter {param:name}.</translation>
    </message>
    <message>
        <source>program is empty</source>
        <translation>program ist leer</translation>
    </message>
    <message>
        <source>arguments must be empty in shell mode: write the whole command line in program</source>
        <translation>arguments muss im Shell-Modus leer sein: schreiben Sie die gesamte Befehlszeile in program</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>outputs</source>
        <translation>outputs</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>outputs: cannot create the folder %1</source>
        <translation>outputs: der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>program</source>
        <translation>program</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>arguments</translation>
    </message>
    <message>
        <source>program: %1 is not an executable file</source>
        <translation>program: %1 ist keine ausführbare Datei</translation>
    </message>
    <message>
        <source>program: &apos;%1&apos; was not found on PATH</source>
        <translation>program: &apos;%1&apos; wurde im PATH nicht gefunden</translation>
    </message>
    <message>
        <source> for item %1</source>
        <translation> für Element %1</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 ließ sich nicht starten: %2</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 wurde mit Code %2 beendet</translation>
    </message>
    <message>
        <source>; stderr: %1</source>
        <translation>; stderr: %1</translation>
    </message>
    <message>
        <source>; stdout: %1</source>
        <translation>; stdout: %1</translation>
    </message>
    <message>
        <source>Run the program text with /bin/sh -c. Each placeholder stands for its value exactly, never read by the shell, bare or inside quotes. Only for pipes and redirections; arguments must be empty.</source>
        <translation>Den Programmtext mit /bin/sh -c ausführen. Jeder Platzhalter steht genau für seinen Wert, den die Shell nie auswertet, ob frei oder in Anführungszeichen. Nur für Pipes und Umleitungen; arguments muss leer sein.</translation>
    </message>
    <message>
        <source>Runs an external program in the project&apos;s folder. Each line of the arguments is one argument, passed as it is, never through a shell: spaces, quotes and $(…) reach the program literally. Placeholders: {in} (every input file), {in:name}, {out:name}, {item}, {param:name}, each optionally with .name, .stem or .dir. Inputs of any kind: a table reaches the program as a CSV file, an array as a .npy file, a scalar as a JSON file (in a scratch folder removed after the run), a file list as its files. With {item} anywhere the program runs once per input file. Outputs are files it writes; a typed output (a table, array or scalar) is read back and flows on from its own port. A run fails when the exit code is not 0 or a declared output is missing or unreadable, and the message shows the end of its error output. A failed or cancelled run leaves the files it would have written as they were.</source>
        <translation>Führt ein externes Programm im Projektordner aus. Jede Zeile der Argumente ist ein Argument und wird unverändert übergeben, nie über eine Shell: Leerzeichen, Anführungszeichen und $(…) erreichen das Programm wörtlich. Platzhalter: {in} (jede Eingabedatei), {in:name}, {out:name}, {item}, {param:name}, jeweils optional mit .name, .stem oder .dir. Eingaben jeder Art: eine Tabelle erreicht das Programm als CSV-Datei, ein Array als .npy-Datei, ein Skalar als JSON-Datei (in einem Arbeitsordner, der nach der Ausführung entfernt wird), eine Dateiliste als ihre Dateien. Kommt {item} irgendwo vor, läuft das Programm einmal pro Eingabedatei. Ausgaben sind Dateien, die es schreibt; eine typisierte Ausgabe (eine Tabelle, ein Array oder ein Skalar) wird zurückgelesen und fließt über einen eigenen Port weiter. Die Ausführung schlägt fehl, wenn der Exit-Code nicht 0 ist oder eine deklarierte Ausgabe fehlt oder nicht lesbar ist, und die Meldung zeigt das Ende seiner Fehlerausgabe. Eine fehlgeschlagene oder abgebrochene Ausführung lässt die Dateien, die sie geschrieben hätte, unverändert.</translation>
    </message>
    <message>
        <source>Tables, arrays, scalars and file lists, in edge order (none is fine).</source>
        <translation>Tabellen, Arrays, Skalare und Dateilisten, in Kantenreihenfolge (auch keine).</translation>
    </message>
    <message>
        <source>Names for the connected inputs in edge order, separated by commas, for {in:name}; empty for in1, in2, …</source>
        <translation>Namen für die verbundenen Eingaben in Kantenreihenfolge, durch Kommas getrennt, für {in:name}; leer für in1, in2, …</translation>
    </message>
    <message>
        <source>One line per file the program writes: &apos;name = path&apos; for a file, &apos;name: kind = path&apos; for data read back from an output port of its own (kind: table for a .csv file, array for .npy, scalar for .json, files), &apos;name: kind&apos; for such a file in the scratch folder. Paths are relative to the project&apos;s folder and may use {item.stem} and the like; their folders are created.</source>
        <translation>Eine Zeile pro Datei, die das Programm schreibt: &apos;Name = Pfad&apos; für eine Datei, &apos;Name: Art = Pfad&apos; für Daten, die zurückgelesen werden und über einen eigenen Ausgabeport weiterfließen (Art: table für eine .csv-Datei, array für .npy, scalar für .json, files), &apos;Name: Art&apos; für eine solche Datei im Arbeitsordner. Pfade sind relativ zum Projektordner und dürfen {item.stem} und Ähnliches verwenden; ihre Ordner werden angelegt.</translation>
    </message>
    <message>
        <source>outputs: the %1 output &apos;%2&apos; needs one run of the program, but {item} makes it run once per input file</source>
        <translation>outputs: die Ausgabe &apos;%2&apos; (%1) braucht eine einzige Ausführung des Programms, aber {item} lässt es einmal pro Eingabedatei laufen</translation>
    </message>
    <message>
        <source>inputs gives %1 names for %2 connected inputs</source>
        <translation>inputs gibt %1 Namen für %2 verbundene Eingaben an</translation>
    </message>
    <message>
        <source>inputs: &apos;%1&apos; is given twice</source>
        <translation>inputs: &apos;%1&apos; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>output &apos;%1&apos;: %2</source>
        <translation>Ausgabe &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1 wrote the %2 output &apos;%3&apos; (%4), which cannot be read: %5%6</source>
        <translation>%1 hat die Ausgabe &apos;%3&apos; (%2, %4) geschrieben, aber sie ist nicht lesbar: %5%6</translation>
    </message>
    <message>
        <source>outputs: cannot remove the old %1 before the program writes it</source>
        <translation>outputs: die alte Datei %1 kann nicht entfernt werden, bevor das Programm sie schreibt</translation>
    </message>
    <message>
        <source>%1 exited with code 0 but did not write the output &apos;%2&apos; (%3)%4%5</source>
        <translation>%1%4 wurde mit Code 0 beendet, hat aber die Ausgabe &apos;%2&apos; (%3) nicht geschrieben%5</translation>
    </message>
</context>
<context>
    <name>CommandOutputs</name>
    <message>
        <source>outputs: the line &apos;%1&apos; names the kind &apos;%2&apos;; the kinds are %3</source>
        <translation>outputs: die Zeile &apos;%1&apos; nennt die Art &apos;%2&apos;; die Arten sind %3</translation>
    </message>
    <message>
        <source>outputs: the line &apos;%1&apos; is not &apos;name = path&apos; or &apos;name: kind = path&apos;</source>
        <translation>outputs: die Zeile &apos;%1&apos; hat nicht die Form &apos;Name = Pfad&apos; oder &apos;Name: Art = Pfad&apos;</translation>
    </message>
    <message>
        <source>outputs: &apos;%1&apos; cannot name an output port: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>outputs: &apos;%1&apos; kann keinen Ausgabeport benennen: Buchstaben, Ziffern, &apos;_&apos; und &apos;-&apos; verwenden</translation>
    </message>
    <message>
        <source>outputs: &apos;files&apos; is the output that lists the command&apos;s files; give &apos;%1&apos; another name</source>
        <translation>outputs: &apos;files&apos; ist die Ausgabe, die die Dateien des Befehls auflistet; geben Sie &apos;%1&apos; einen anderen Namen</translation>
    </message>
    <message>
        <source>outputs: the files output &apos;%1&apos; needs a path, as in &apos;%1: files = out/result.txt&apos;</source>
        <translation>outputs: die files-Ausgabe &apos;%1&apos; braucht einen Pfad, etwa &apos;%1: files = out/result.txt&apos;</translation>
    </message>
    <message>
        <source>outputs: the %1 output &apos;%2&apos; is read as a %3 file, so its path must end in %3 (it is &apos;%4&apos;)</source>
        <translation>outputs: die Ausgabe &apos;%2&apos; (%1) wird als %3-Datei gelesen, also muss ihr Pfad auf %3 enden (er ist &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>outputs: &apos;%1&apos; is given twice</source>
        <translation>outputs: &apos;%1&apos; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>The %1 the command writes to %2.</source>
        <translation>Die Daten (%1), die der Befehl nach %2 schreibt.</translation>
    </message>
</context>
<context>
    <name>CommandScratch</name>
    <message>
        <source>cannot make a scratch folder in %1: %2</source>
        <translation>in %1 kann kein Arbeitsordner angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot make the scratch folder %1</source>
        <translation>der Arbeitsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>input &apos;%1&apos;: a command takes tables, arrays, scalars and file lists, not %2</source>
        <translation>Eingabe &apos;%1&apos;: ein Befehl nimmt Tabellen, Arrays, Skalare und Dateilisten, nicht %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>input &apos;%1&apos; could not be staged: %2</source>
        <translation>Eingabe &apos;%1&apos; konnte nicht als Datei bereitgestellt werden: %2</translation>
    </message>
</context>
<context>
    <name>CommandTemplate</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2: no input is named &apos;%3&apos; (inputs: %4)</source>
        <translation>%1: %2: kein Eingang heißt &apos;%3&apos; (Eingänge: %4)</translation>
    </message>
    <message>
        <source>%1: %2: %3 (outputs: %4)</source>
        <translation>%1: %2: %3 (Ausgaben: %4)</translation>
    </message>
    <message>
        <source>no output is named &apos;%1&apos;</source>
        <translation>keine Ausgabe heißt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>name the output, as in {out:result}</source>
        <translation>benennen Sie die Ausgabe, wie in {out:result}</translation>
    </message>
    <message>
        <source>%1: %2: the values parameter sets no &apos;%3&apos; (it sets: %4)</source>
        <translation>%1: %2: der Parameter values setzt kein &apos;%3&apos; (er setzt: %4)</translation>
    </message>
    <message>
        <source>%1: the line &apos;%2&apos; is not &apos;name = value&apos;</source>
        <translation>%1: die Zeile &apos;%2&apos; hat nicht die Form &apos;Name = Wert&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is given twice</source>
        <translation>%1: &apos;%2&apos; ist doppelt angegeben</translation>
    </message>
</context>
<context>
    <name>CommentItem</name>
    <message>
        <source>Empty comment</source>
        <translation>Leerer Kommentar</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Delete Comment</source>
        <translation>Kommentar löschen</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Gesamter Lauf</translation>
    </message>
    <message>
        <source>Run %1 compared with run %2</source>
        <extracomment>The comparison&apos;s title: &quot;Run 5 compared with run 3&quot;.</extracomment>
        <translation>Lauf %1 verglichen mit Lauf %2</translation>
    </message>
    <message>
        <source>Baseline: run %1, started %2. Candidate: run %3, started %4. Differences are the candidate less the baseline.</source>
        <extracomment>&quot;Baseline: run 3, started 2026-11-22 09:14:03. Candidate: run 5, started …&quot;.</extracomment>
        <translation>Basis: Lauf %1, gestartet %2. Kandidat: Lauf %3, gestartet %4. Unterschiede sind Kandidat minus Basis.</translation>
    </message>
    <message>
        <source>Baseline %1</source>
        <extracomment>Column heading: the older run of a comparison, &quot;Baseline 3&quot;.</extracomment>
        <translation>Basis %1</translation>
    </message>
    <message>
        <source>Candidate %1</source>
        <extracomment>Column heading: the newer run of a comparison, &quot;Candidate 5&quot;.</extracomment>
        <translation>Kandidat %1</translation>
    </message>
</context>
<context>
    <name>CsvOptions</name>
    <message>
        <source>line %1 of the column types, &apos;%2&apos;, is not &apos;column = type&apos; with type int, float, bool or text</source>
        <translation>Zeile %1 der Spaltentypen, &apos;%2&apos;, ist nicht &apos;Spalte = Typ&apos; mit dem Typ int, float, bool oder text</translation>
    </message>
    <message>
        <source>line %1 of the column types sets column &apos;%2&apos; a second time</source>
        <translation>Zeile %1 der Spaltentypen legt Spalte &apos;%2&apos; ein zweites Mal fest</translation>
    </message>
</context>
<context>
    <name>CsvReadOperator</name>
    <message>
        <source>Read CSV</source>
        <translation>CSV lesen</translation>
    </message>
    <message>
        <source>The file&apos;s rows.</source>
        <translation>Die Zeilen der Datei.</translation>
    </message>
    <message>
        <source>The CSV file to read, relative to the project&apos;s folder.</source>
        <translation>Die zu lesende CSV-Datei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>Optional: the files to read in place of path, such as what a writer of this graph wrote; the edge makes this node run after it. Several files must have the same columns in the same order: their rows are joined in list order, a column&apos;s type widened to hold every file&apos;s values.</source>
        <translation>Optional: die zu lesenden Dateien anstelle von path, etwa was ein schreibender Knoten dieses Graphen geschrieben hat; die Kante lässt diesen Knoten nach ihm laufen. Mehrere Dateien müssen dieselben Spalten in derselben Reihenfolge haben: ihre Zeilen werden in Listenreihenfolge aneinandergehängt, der Typ einer Spalte so erweitert, dass er die Werte jeder Datei fasst.</translation>
    </message>
    <message>
        <source>%1 has the columns %2, but %3 has %4: files read together need the same columns in the same order</source>
        <translation>%1 hat die Spalten %2, %3 aber %4: zusammen gelesene Dateien brauchen dieselben Spalten in derselben Reihenfolge</translation>
    </message>
    <message>
        <source>Reads a CSV file (UTF-8, a header row naming the columns, RFC 4180 quoting, LF, CRLF or CR line ends) into a table. Each column&apos;s type (integer, float, boolean or text) is inferred from its values unless column_types sets it; an integer beyond 64 bits keeps the column text. An unquoted empty field and the missing values are nulls; a quoted empty field (&quot;&quot;) is an empty string, and a quoted value is never missing. Blank lines are skipped. The run warns, naming the line, of a column that is text only because of one value.</source>
        <translation>Liest eine CSV-Datei (UTF-8, eine Kopfzeile mit den Spaltennamen, Anführungszeichen nach RFC 4180, Zeilenenden LF, CRLF oder CR) in eine Tabelle ein. Der Typ jeder Spalte (Ganzzahl, Gleitkommazahl, boolesch oder Text) wird aus ihren Werten abgeleitet, sofern column_types ihn nicht festlegt; eine Ganzzahl jenseits von 64 Bit lässt die Spalte Text bleiben. Ein leeres Feld ohne Anführungszeichen und die fehlenden Werte sind Nullwerte; ein leeres Feld in Anführungszeichen (&quot;&quot;) ist eine leere Zeichenkette, und ein Wert in Anführungszeichen fehlt nie. Leerzeilen werden übersprungen. Der Lauf warnt mit der Zeile, wenn eine Spalte nur wegen eines einzigen Werts Text ist.</translation>
    </message>
    <message>
        <source>Unquoted values that are missing (null), separated by commas and matched exactly; pandas&apos; defaults. An empty field always is missing.</source>
        <translation>Werte ohne Anführungszeichen, die fehlen (Nullwerte), durch Kommas getrennt und genau verglichen; die Vorgaben von pandas. Ein leeres Feld fehlt immer.</translation>
    </message>
    <message>
        <source>Spellings of true, separated by commas, in any case.</source>
        <translation>Schreibweisen für wahr, durch Kommas getrennt, in beliebiger Groß- und Kleinschreibung.</translation>
    </message>
    <message>
        <source>Spellings of false, separated by commas, in any case.</source>
        <translation>Schreibweisen für falsch, durch Kommas getrennt, in beliebiger Groß- und Kleinschreibung.</translation>
    </message>
    <message>
        <source>Column types that are set rather than inferred, one &apos;column = type&apos; a line, type int, float, bool or text. A value that is not of its column&apos;s type fails the node, naming the column, line and value.</source>
        <translation>Spaltentypen, die festgelegt statt abgeleitet werden, je Zeile „Spalte = Typ“ mit dem Typ int, float, bool oder text. Ein Wert, der nicht vom Typ seiner Spalte ist, lässt den Knoten fehlschlagen, mit Spalte, Zeile und Wert.</translation>
    </message>
    <message>
        <source>a type is set for column &apos;%1&apos;, which the header of %2 does not name (its columns: %3)</source>
        <translation>für Spalte &apos;%1&apos; ist ein Typ festgelegt, aber die Kopfzeile von %2 nennt sie nicht (ihre Spalten: %3)</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>%1: the file is empty; a CSV file starts with a header row naming its columns</source>
        <translation>%1: die Datei ist leer; eine CSV-Datei beginnt mit einer Kopfzeile, die ihre Spalten benennt</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>die Kopfzeile nennt die Spalte &apos;%1&apos; zweimal</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>%1 Felder wie in der Kopfzeile erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>%1: reading was cancelled</source>
        <translation>%1: das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a true or false value</source>
        <translation>ein Wahrheitswert (wahr oder falsch)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a type is set for column &apos;%1&apos;, which the header does not name (its columns: %2)</source>
        <translation>für Spalte &apos;%1&apos; ist ein Typ festgelegt, aber die Kopfzeile nennt sie nicht (ihre Spalten: %2)</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos; is read as text because of the value &apos;%4&apos;; every other value in it is a number</source>
        <translation>%1:%2: Spalte &apos;%3&apos; wird wegen des Werts &apos;%4&apos; als Text gelesen; jeder andere Wert in ihr ist eine Zahl</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is set to be %2, but &apos;%3&apos; is not</source>
        <translation>Spalte &apos;%1&apos; soll %2 sein, aber &apos;%3&apos; ist es nicht</translation>
    </message>
</context>
<context>
    <name>CsvRecordReader</name>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the quoted field opened on this line is never closed</source>
        <translation>das in dieser Zeile begonnene Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote of a field; a quote inside a quoted field must be doubled</source>
        <translation>unerwarteter Text nach dem schließenden Anführungszeichen eines Feldes; ein Anführungszeichen innerhalb eines Feldes in Anführungszeichen muss verdoppelt werden</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (byte 0x%1)</source>
        <translation>der Text ist kein gültiges UTF-8 (Byte 0x%1)</translation>
    </message>
</context>
<context>
    <name>CsvWriteOperator</name>
    <message>
        <source>Write CSV</source>
        <translation>CSV schreiben</translation>
    </message>
    <message>
        <source>Writes a table to a CSV file with a header row, quoting fields only where needed. The file is replaced in one step, so it is never left half written; its folder is created when missing. Nulls are written as empty fields.</source>
        <translation>Schreibt eine Tabelle mit Kopfzeile in eine CSV-Datei und setzt Felder nur bei Bedarf in Anführungszeichen. Die Datei wird in einem Schritt ersetzt und bleibt daher nie halb geschrieben zurück; ihr Ordner wird angelegt, falls er fehlt. Nullwerte werden als leere Felder geschrieben.</translation>
    </message>
    <message>
        <source>The table to write.</source>
        <translation>Die zu schreibende Tabelle.</translation>
    </message>
    <message>
        <source>The CSV file to write, relative to the project&apos;s folder.</source>
        <translation>Die zu schreibende CSV-Datei, relativ zum Projektordner.</translation>
    </message>
</context>
<context>
    <name>CsvWriter</name>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: writing was cancelled</source>
        <translation>%1: das Schreiben wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>DashboardDock</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Task Stream</source>
        <translation>Aufgabenstrom</translation>
    </message>
    <message>
        <source>Batch Tuning</source>
        <translation>Batch-Anpassung</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Live run</source>
        <translation>Laufender Lauf</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Letzter Lauf</translation>
    </message>
    <message>
        <source>Choose the panels</source>
        <translation>Bereiche auswählen</translation>
    </message>
    <message>
        <source>Hide the dashboard (Ctrl+Shift+D)</source>
        <translation>Dashboard ausblenden (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <source>Show a second panel beside this one</source>
        <translation>Einen zweiten Bereich neben diesem anzeigen</translation>
    </message>
    <message>
        <source>The panel shown on the right</source>
        <translation>Der rechts angezeigte Bereich</translation>
    </message>
</context>
<context>
    <name>DashboardPanelArea</name>
    <message>
        <source>No panel is open: choose one with ⋯</source>
        <translation>Kein Bereich geöffnet: wählen Sie einen mit ⋯</translation>
    </message>
    <message>
        <source>No run is shown. Run the project (F5), or open a past run from the history (View › Show History).</source>
        <translation>Es wird kein Lauf angezeigt. Führen Sie das Projekt aus (F5) oder öffnen Sie einen früheren Lauf aus dem Verlauf (Ansicht › Verlauf anzeigen).</translation>
    </message>
</context>
<context>
    <name>DashboardStateStore</name>
    <message>
        <source>%1: the dashboard layout saved for %2 is not a JSON object</source>
        <translation>%1: das für %2 gespeicherte Dashboard-Layout ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: cannot read the schema version: %2</source>
        <translation>%1: die Schemaversion kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the run store has schema version %2, newer than version %3 that this Weft reads</source>
        <translation>%1: der Laufspeicher hat die Schemaversion %2, neuer als Version %3, die diese Weft-Version liest</translation>
    </message>
</context>
<context>
    <name>DataFileOperator</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>Optional: the file to read in place of path (a list of one file), such as what a writer of this graph wrote; the edge makes this node run after it.</source>
        <translation>Optional: die zu lesende Datei anstelle von path (eine Liste mit einer Datei), etwa was ein schreibender Knoten dieses Graphen geschrieben hat; die Kante lässt diesen Knoten nach ihm laufen.</translation>
    </message>
    <message>
        <source>The file written, as a list of one file: connect it to the node that reads the file, so that it runs after this one.</source>
        <translation>Die geschriebene Datei, als Liste mit einer Datei: verbinden Sie sie mit dem Knoten, der die Datei liest, damit er nach diesem läuft.</translation>
    </message>
    <message>
        <source>the input &apos;files&apos; lists %1 files (%2), but %3 reads exactly one</source>
        <translation>der Eingang &apos;files&apos; nennt %1 Dateien (%2), aber %3 liest genau eine</translation>
    </message>
    <message>
        <source>expected a file list on the input &apos;files&apos;, received %1</source>
        <translation>am Eingang &apos;files&apos; wurde eine Dateiliste erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the input &apos;files&apos; lists no file to read</source>
        <translation>der Eingang &apos;files&apos; nennt keine zu lesende Datei</translation>
    </message>
    <message>
        <source>no file to read: set path or connect a file list to the input &apos;files&apos;</source>
        <translation>keine Datei zu lesen: setzen Sie path oder verbinden Sie eine Dateiliste mit dem Eingang &apos;files&apos;</translation>
    </message>
</context>
<context>
    <name>DatasetCodec</name>
    <message>
        <source>a dataset of kind &apos;%1&apos; cannot be passed to a worker process</source>
        <translation>ein Datensatz der Art &apos;%1&apos; kann nicht an einen Worker-Prozess übergeben werden</translation>
    </message>
</context>
<context>
    <name>DatasetEnvelope</name>
    <message>
        <source>a dataset</source>
        <translation>ein Datensatz</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; is empty</source>
        <translation>Feld &apos;%1&apos; ist leer</translation>
    </message>
    <message>
        <source>unknown dataset kind &apos;%1&apos;</source>
        <translation>unbekannte Datensatzart &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DatasetFile</name>
    <message>
        <source>cannot rename %1</source>
        <translation>%1 kann nicht umbenannt werden</translation>
    </message>
    <message>
        <source>%1 is not a dataset this version of Weft wrote</source>
        <translation>%1 ist kein Datensatz, den diese Version von Weft geschrieben hat</translation>
    </message>
    <message>
        <source>%1 is corrupted (its checksum does not match)</source>
        <translation>%1 ist beschädigt (seine Prüfsumme stimmt nicht)</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>DatasetPreview</name>
    <message>
        <source>%1 is not set: choose a file to preview</source>
        <translation>%1 ist nicht gesetzt: wählen Sie eine Datei für die Vorschau</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>%1 Felder wie in der Kopfzeile erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>query is not set: write the SQL query to preview</source>
        <translation>query ist nicht gesetzt: schreiben Sie die SQL-Abfrage für die Vorschau</translation>
    </message>
    <message>
        <source>%1: the file does not exist</source>
        <translation>%1: die Datei existiert nicht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>kein Ordner</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>pattern is empty; use &apos;*&apos; for every file</source>
        <translation>pattern ist leer; verwenden Sie &apos;*&apos; für alle Dateien</translation>
    </message>
    <message>
        <source>the delimiter &apos;%1&apos; is not one ASCII character</source>
        <translation>das Trennzeichen &apos;%1&apos; ist kein einzelnes ASCII-Zeichen</translation>
    </message>
    <message>
        <source>%1 nodes have no preview before a run</source>
        <translation>Knoten vom Typ %1 haben vor einem Lauf keine Vorschau</translation>
    </message>
</context>
<context>
    <name>DatasetPreviewPanel</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>The inspected output: %1 the node&apos;s title, %2 its output port.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Read the output again</source>
        <translation>Die Ausgabe erneut lesen</translation>
    </message>
    <message>
        <source>Output so far</source>
        <translation>Bisherige Ausgabe</translation>
    </message>
</context>
<context>
    <name>DatasetTransfer</name>
    <message>
        <source>bad shared-memory segment name &apos;%1&apos; in a message</source>
        <translation>ungültiger Shared-Memory-Segmentname &apos;%1&apos; in einer Nachricht</translation>
    </message>
    <message>
        <source>shared-memory segment %1 holds %2 bytes, the message says %3</source>
        <translation>Shared-Memory-Segment %1 enthält %2 Bytes, laut Nachricht sind es %3</translation>
    </message>
</context>
<context>
    <name>EdgeDatasetLabel</name>
    <message>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
</context>
<context>
    <name>EmptyCanvasHint</name>
    <message>
        <source>This project has no nodes yet</source>
        <translation>Dieses Projekt hat noch keine Knoten</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Projekt öffnen…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Zuletzt geöffnete Projekte</translation>
    </message>
    <message>
        <source>Build a workflow, or open one</source>
        <translation>Erstellen Sie einen Workflow oder öffnen Sie einen</translation>
    </message>
    <message>
        <source>Drag an operator from the list on the left, or double-click the canvas to search for one. Open a project with Ctrl+O, or pick one you worked on recently.</source>
        <translation>Ziehen Sie einen Operator aus der Liste links auf die Arbeitsfläche oder doppelklicken Sie auf die Arbeitsfläche, um nach einem zu suchen. Öffnen Sie ein Projekt mit Strg+O oder wählen Sie eines, an dem Sie zuletzt gearbeitet haben.</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Weft</source>
        <translation>Weft</translation>
    </message>
    <message>
        <source>!</source>
        <translation>!</translation>
    </message>
</context>
<context>
    <name>FileCommit</name>
    <message>
        <source>no space left on the device (%1 is full)</source>
        <translation>kein Platz mehr auf dem Gerät (%1 ist voll)</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>das System nannte keinen Grund</translation>
    </message>
</context>
<context>
    <name>FileListCodec</name>
    <message>
        <source>not an encoded file list</source>
        <translation>keine kodierte Dateiliste</translation>
    </message>
    <message>
        <source>encoded file list holds something other than a path</source>
        <translation>kodierte Dateiliste enthält etwas anderes als einen Pfad</translation>
    </message>
</context>
<context>
    <name>FilesListOperator</name>
    <message>
        <source>List files</source>
        <translation>Dateien auflisten</translation>
    </message>
    <message>
        <source>The matching files.</source>
        <translation>Die passenden Dateien.</translation>
    </message>
    <message>
        <source>The folder to list, relative to the project&apos;s folder.</source>
        <translation>Der aufzulistende Ordner, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>Glob patterns for file names, separated by &apos;;&apos;.</source>
        <translation>Glob-Muster für Dateinamen, durch &apos;;&apos; getrennt.</translation>
    </message>
    <message>
        <source>Also list the files in subfolders.</source>
        <translation>Auch die Dateien in Unterordnern auflisten.</translation>
    </message>
    <message>
        <source>folder: %1 %2</source>
        <translation>folder: %1 %2</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>existiert nicht</translation>
    </message>
    <message>
        <source>pattern is empty; use &apos;*&apos; for every file</source>
        <translation>pattern ist leer; verwenden Sie &apos;*&apos; für alle Dateien</translation>
    </message>
    <message>
        <source>Lists the files in a folder whose names match a glob pattern (&apos;*.txt&apos;; several separated by &apos;;&apos;), optionally in its subfolders too, sorted by path. Hidden files and folders are left out. To list a folder that other nodes of the graph write into, connect their files to &apos;after&apos;: the folder is then listed once they are written.</source>
        <translation>Listet die Dateien eines Ordners auf, deren Namen zu einem Glob-Muster passen (&apos;*.txt&apos;; mehrere durch &apos;;&apos; getrennt), optional auch in seinen Unterordnern, sortiert nach Pfad. Versteckte Dateien und Ordner werden ausgelassen. Um einen Ordner aufzulisten, in den andere Knoten des Graphen schreiben, verbinden Sie deren Dateien mit &apos;after&apos;: Der Ordner wird dann aufgelistet, sobald sie geschrieben sind.</translation>
    </message>
    <message>
        <source>Optional: files that nodes of this graph write into the folder; the edges make this node list it after them. Only the order counts: what is listed is what the folder holds then.</source>
        <translation>Optional: Dateien, die Knoten dieses Graphen in den Ordner schreiben; die Kanten lassen diesen Knoten ihn nach ihnen auflisten. Nur die Reihenfolge zählt: Aufgelistet wird, was der Ordner dann enthält.</translation>
    </message>
</context>
<context>
    <name>FilesTableOperator</name>
    <message>
        <source>File list as table</source>
        <translation>Dateiliste als Tabelle</translation>
    </message>
    <message>
        <source>Turns file lists into a table with one row per file: path (relative to the project&apos;s folder when inside it), name, suffix and size in bytes.</source>
        <translation>Wandelt Dateilisten in eine Tabelle mit einer Zeile pro Datei um: path (relativ zum Projektordner, wenn die Datei darin liegt), name, suffix und bytes (Größe in Bytes).</translation>
    </message>
    <message>
        <source>One or more file lists, in edge order.</source>
        <translation>Eine oder mehrere Dateilisten, in Kantenreihenfolge.</translation>
    </message>
    <message>
        <source>path, name, suffix, bytes</source>
        <translation>path, name, suffix, bytes</translation>
    </message>
    <message>
        <source>expected a file list on input %1</source>
        <translation>an Eingang %1 wurde eine Dateiliste erwartet</translation>
    </message>
</context>
<context>
    <name>FrameDecoder</name>
    <message>
        <source>bad frame: magic byte 0x%1, expected 0x57</source>
        <translation>ungültiger Frame: Magic Byte 0x%1, erwartet 0x57</translation>
    </message>
    <message>
        <source>protocol version %1, expected %2</source>
        <translation>Protokollversion %1, erwartet %2</translation>
    </message>
    <message>
        <source>bad frame: payload of %1 bytes exceeds the limit of %2</source>
        <translation>ungültiger Frame: Nutzdaten von %1 Bytes überschreiten das Limit von %2</translation>
    </message>
    <message>
        <source>bad frame: unknown message %1</source>
        <translation>ungültiger Frame: unbekannte Nachricht %1</translation>
    </message>
    <message>
        <source>truncated frame: the stream ended %1 bytes into a frame</source>
        <translation>abgeschnittener Frame: der Datenstrom endete nach %1 Bytes innerhalb eines Frames</translation>
    </message>
    <message>
        <source>bad %1 message: not a CBOR map</source>
        <translation>ungültige %1-Nachricht: keine CBOR-Map</translation>
    </message>
</context>
<context>
    <name>FrameItem</name>
    <message>
        <source>Untitled frame</source>
        <translation>Unbenannter Rahmen</translation>
    </message>
    <message>
        <source>Rename Frame</source>
        <translation>Rahmen umbenennen</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Delete Frame</source>
        <translation>Rahmen löschen</translation>
    </message>
</context>
<context>
    <name>GraphCanvas</name>
    <message>
        <source>Add Frame Around Selection</source>
        <translation>Rahmen um Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>Add Frame Here</source>
        <translation>Rahmen hier hinzufügen</translation>
    </message>
    <message>
        <source>Add Comment Here</source>
        <translation>Kommentar hier hinzufügen</translation>
    </message>
</context>
<context>
    <name>GraphRunner</name>
    <message>
        <source>could not start: it waits on a cycle or on a node that never ran</source>
        <translation>konnte nicht starten: wartet auf einen Zyklus oder auf einen Knoten, der nie lief</translation>
    </message>
    <message>
        <source>not kept in the cache: %1</source>
        <translation>nicht im Cache abgelegt: %1</translation>
    </message>
</context>
<context>
    <name>GuiEntry</name>
    <message>
        <source>the window rendered no frame</source>
        <translation>das Fenster hat kein Bild gerendert</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>das Bildschirmfoto kann nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>--select: the project has no node &apos;%1&apos;</source>
        <translation>--select: das Projekt hat keinen Knoten &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no run history: %2 does not exist (run it first with weft --run)</source>
        <translation>%1 hat keine Laufhistorie: %2 existiert nicht (führen Sie es zuerst mit weft --run aus)</translation>
    </message>
    <message>
        <source>it holds no runs of it yet</source>
        <translation>darin sind noch keine Läufe davon</translation>
    </message>
    <message>
        <source>the newest is run %1</source>
        <translation>der neueste ist Lauf %1</translation>
    </message>
    <message>
        <source>--replay: no run &apos;%1&apos; in %2; %3</source>
        <translation>--replay: kein Lauf &apos;%1&apos; in %2; %3</translation>
    </message>
    <message>
        <source>newest</source>
        <translation>neuester</translation>
    </message>
</context>
<context>
    <name>HeadlessCommands</name>
    <message>
        <source>, required</source>
        <translation>, erforderlich</translation>
    </message>
    <message>
        <source>, default %1</source>
        <translation>, Standardwert %1</translation>
    </message>
    <message>
        <source>, one of %1</source>
        <translation>, einer von %1</translation>
    </message>
    <message>
        <source>%1: valid (%2 nodes, %3 edges)</source>
        <translation>%1: gültig (%2 Knoten, %3 Kanten)</translation>
    </message>
    <message>
        <source>      in  %1 (%2%3)</source>
        <translation>      Eingang %1 (%2%3)</translation>
    </message>
    <message>
        <source>, any number</source>
        <translation>, beliebig viele</translation>
    </message>
    <message>
        <source>      out %1 (%2)</source>
        <translation>      Ausgang %1 (%2)</translation>
    </message>
    <message>
        <source>, required unless the input %1 has an edge</source>
        <translation>, erforderlich, solange keine Kante in den Eingang %1 führt</translation>
    </message>
    <message>
        <source>, optional</source>
        <translation>, optional</translation>
    </message>
    <message>
        <source>cached  %1</source>
        <translation>Cache   %1</translation>
    </message>
    <message>
        <source>%1 of %2 nodes would run; %3 from the result cache.</source>
        <translation>%1 von %2 Knoten würden laufen; %3 aus dem Ergebnis-Cache.</translation>
    </message>
    <message>
        <source>, unchanged items from the cache</source>
        <translation>, unveränderte Elemente aus dem Cache</translation>
    </message>
    <message>
        <source>run     %1  (%2%3)</source>
        <translation>läuft   %1  (%2%3)</translation>
    </message>
    <message>
        <source>run     %1  (%2: %3%4)</source>
        <translation>läuft   %1  (%2: %3%4)</translation>
    </message>
</context>
<context>
    <name>HistoryCommands</name>
    <message>
        <source>weft: %1 has no run history: %2 does not exist (run it first, or name the store with --store)</source>
        <translation>weft: %1 hat keine Laufhistorie: %2 existiert nicht (führen Sie es zuerst aus oder geben Sie den Laufspeicher mit --store an)</translation>
    </message>
    <message>
        <source>weft: cannot prune the run history: %1</source>
        <translation>weft: die Laufhistorie kann nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>Runs of %1 in %2: %3</source>
        <translation>Läufe von %1 in %2: %3</translation>
    </message>
    <message>
        <source>RUN</source>
        <translation>LAUF</translation>
    </message>
    <message>
        <source>STARTED (UTC)</source>
        <translation>GESTARTET (UTC)</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>DAUER</translation>
    </message>
    <message>
        <source>NODES OK</source>
        <translation>KNOTEN OK</translation>
    </message>
    <message>
        <source>PEAK HELD</source>
        <translation>MAX. BELEGT</translation>
    </message>
    <message>
        <source>BACKEND</source>
        <translation>BACKEND</translation>
    </message>
    <message>
        <source>the newest is run %1 (weft --history lists them)</source>
        <translation>der neueste ist Lauf %1 (weft --history listet sie auf)</translation>
    </message>
    <message>
        <source>it holds no runs yet</source>
        <translation>dort sind noch keine Läufe gespeichert</translation>
    </message>
    <message>
        <source>weft: no run &apos;%1&apos; in %2; %3</source>
        <translation>weft: kein Lauf &apos;%1&apos; in %2; %3</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3</source>
        <translation>Lauf %1 von %2: %3</translation>
    </message>
    <message>
        <source>  started %1 UTC, finished %2, took %3; backend %4, workers %5</source>
        <translation>  gestartet %1 UTC, beendet %2, Dauer %3; Backend %4, Worker %5</translation>
    </message>
    <message>
        <source>  nodes: %1 succeeded, %2 failed, %3 cancelled, %4 skipped of %5; %6 tasks, %7 events recorded</source>
        <translation>  Knoten: %1 erfolgreich, %2 fehlgeschlagen, %3 abgebrochen, %4 übersprungen von %5; %6 Aufgaben, %7 Ereignisse aufgezeichnet</translation>
    </message>
    <message>
        <source>  memory: peak %1 held by intermediate data, %2 released after use</source>
        <translation>  Speicher: Zwischendaten belegten höchstens %1, %2 wurden nach Gebrauch freigegeben</translation>
    </message>
    <message>
        <source>NODE</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <source>OPERATOR</source>
        <translation>OPERATOR</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>TASKS</source>
        <translation>AUFG.</translation>
    </message>
    <message>
        <source>WALL</source>
        <translation>LAUFZEIT</translation>
    </message>
    <message>
        <source>STARTED AT</source>
        <translation>GESTARTET</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>BELEGT</translation>
    </message>
    <message>
        <source>    error: %1</source>
        <translation>    Fehler: %1</translation>
    </message>
    <message>
        <source>  to finish the work, run again: %1</source>
        <translation>  um die Arbeit abzuschließen, erneut ausführen: %1</translation>
    </message>
    <message>
        <source>  %1 events were not recorded: the store fell too far behind</source>
        <translation>  %1 Ereignisse wurden nicht aufgezeichnet: der Laufspeicher kam nicht mehr hinterher</translation>
    </message>
    <message>
        <source>OUTPUT</source>
        <translation>AUSGABE</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Read the recorded runs again</source>
        <translation>Die aufgezeichneten Läufe neu einlesen</translation>
    </message>
    <message>
        <source>Reading the run…</source>
        <translation>Lauf wird gelesen…</translation>
    </message>
    <message>
        <source>Compare (%1 of 2)</source>
        <extracomment>%1 is how many runs are checked, 0 to 2.</extracomment>
        <translation>Vergleichen (%1 von 2)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Wiedergabe schließen</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Run settings</source>
        <translation>Ausführungseinstellungen</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Project default</source>
        <translation>Projektstandard</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Timeout (s)</source>
        <translation>Zeitlimit (s)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>kein</translation>
    </message>
    <message>
        <source>Keep outputs on disk for resumed runs</source>
        <translation>Ausgaben für fortgesetzte Läufe auf der Festplatte behalten</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Datei auswählen</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Ordner auswählen</translation>
    </message>
    <message>
        <source>Applies the operation to each row, element or file of the first input, in batches</source>
        <translation>Wendet die Operation in Batches auf jede Zeile, jedes Element oder jede Datei des ersten Eingangs an</translation>
    </message>
    <message>
        <source>Cannot run as a map node: needs a table, array or file list as first input and every output</source>
        <translation>Kann nicht als Map-Knoten laufen: braucht eine Tabelle, ein Array oder eine Dateiliste als ersten Eingang und als jeden Ausgang</translation>
    </message>
    <message>
        <source>Run as map node</source>
        <translation>Als Map-Knoten ausführen</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Wait (ms)</source>
        <translation>Wartezeit (ms)</translation>
    </message>
    <message>
        <source>Target min (ms)</source>
        <translation>Ziel min. (ms)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Target max (ms)</source>
        <translation>Ziel max. (ms)</translation>
    </message>
    <message>
        <source>On item error</source>
        <translation>Bei Fehler in einem Element</translation>
    </message>
    <message>
        <source>Fail the node</source>
        <translation>Knoten fehlschlagen lassen</translation>
    </message>
    <message>
        <source>Skip the item</source>
        <translation>Element überspringen</translation>
    </message>
    <message>
        <source>Keep an error record</source>
        <translation>Fehlereintrag behalten</translation>
    </message>
    <message>
        <source>Save To</source>
        <translation>Speichern unter</translation>
    </message>
</context>
<context>
    <name>ItemManifest</name>
    <message>
        <source>not an item manifest</source>
        <translation>keine Elementliste</translation>
    </message>
    <message>
        <source>%1 bytes, not what its counts say</source>
        <translation>%1 Bytes, nicht was ihre Zähler angeben</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>die Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ItemRowSource</name>
    <message>
        <source>the list of this node&apos;s cached items is damaged (%1); its changed chunks are computed whole</source>
        <translation>die Liste der zwischengespeicherten Elemente dieses Knotens ist beschädigt (%1); seine geänderten Blöcke werden ganz neu berechnet</translation>
    </message>
    <message>
        <source>its outputs do not hold one row per item</source>
        <translation>seine Ausgaben enthalten nicht eine Zeile pro Element</translation>
    </message>
    <message>
        <source>a cached result that items of this node reuse is damaged (%1); those items are computed again</source>
        <translation>ein zwischengespeichertes Ergebnis, das Elemente dieses Knotens wiederverwenden, ist beschädigt (%1); diese Elemente werden neu berechnet</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>unknown operator &apos;%1&apos;</source>
        <translation>unbekannter Operator &apos;%1&apos;</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; timed out after %2 s</source>
        <translation>Knoten &apos;%1&apos; hat das Zeitlimit von %2 s überschritten</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; failed without a message</source>
        <translation>Operator &apos;%1&apos; ist ohne Meldung fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>JsonReadOperator</name>
    <message>
        <source>Read JSON</source>
        <translation>JSON lesen</translation>
    </message>
    <message>
        <source>Reads a JSON file holding one value (a number, a string, true/false, null, an object or an array) into a scalar.</source>
        <translation>Liest eine JSON-Datei mit einem einzelnen Wert (einer Zahl, einer Zeichenkette, true/false, null, einem Objekt oder einem Array) in einen Skalar ein.</translation>
    </message>
    <message>
        <source>The file&apos;s value.</source>
        <translation>Der Wert der Datei.</translation>
    </message>
    <message>
        <source>The JSON file to read, relative to the project&apos;s folder.</source>
        <translation>Die zu lesende JSON-Datei, relativ zum Projektordner.</translation>
    </message>
</context>
<context>
    <name>JsonWriteOperator</name>
    <message>
        <source>Write JSON</source>
        <translation>JSON schreiben</translation>
    </message>
    <message>
        <source>Writes a scalar to a JSON file (objects and arrays indented). The file is replaced in one step, so it is never left half written; its folder is created when missing. NaN and infinity, which JSON lacks, are written as null.</source>
        <translation>Schreibt einen Skalar in eine JSON-Datei (Objekte und Arrays eingerückt). Die Datei wird in einem Schritt ersetzt und bleibt daher nie halb geschrieben zurück; ihr Ordner wird angelegt, falls er fehlt. NaN und Unendlich, die es in JSON nicht gibt, werden als null geschrieben.</translation>
    </message>
    <message>
        <source>The value to write.</source>
        <translation>Der zu schreibende Wert.</translation>
    </message>
    <message>
        <source>The JSON file to write, relative to the project&apos;s folder.</source>
        <translation>Die zu schreibende JSON-Datei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>the input is a dataset of kind &apos;%1&apos;, not a scalar</source>
        <translation>die Eingabe ist ein Datensatz der Art &apos;%1&apos;, kein Skalar</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Errors and warnings</source>
        <translation>Fehler und Warnungen</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Select %1 on the canvas</source>
        <translation>%1 auf der Arbeitsfläche auswählen</translation>
    </message>
    <message>
        <source>Hide the full message</source>
        <translation>Vollständige Meldung ausblenden</translation>
    </message>
    <message>
        <source>Show the full message</source>
        <translation>Vollständige Meldung anzeigen</translation>
    </message>
    <message>
        <source>Nothing logged yet</source>
        <translation>Noch nichts protokolliert</translation>
    </message>
    <message>
        <source>No errors or warnings</source>
        <translation>Keine Fehler oder Warnungen</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Attach Data Files</source>
        <translation>Datendateien hinzufügen</translation>
    </message>
    <message>
        <source>Showing run %1 from the history: %2</source>
        <extracomment>The toolbar while the monitor shows a past run: &quot;Showing run 12 from the history: succeeded&quot;.</extracomment>
        <translation>Angezeigt: Lauf %1 aus dem Verlauf: %2</translation>
    </message>
</context>
<context>
    <name>MapItems</name>
    <message>
        <source>batch %1 returned %2 where the first returned an array</source>
        <translation>Batch %1 lieferte %2, der erste dagegen ein Array</translation>
    </message>
    <message>
        <source>batch %1 returned a %2 array of shape %3 where the first returned %4 %5</source>
        <translation>Batch %1 lieferte ein %2-Array der Form %3, der erste dagegen %4 %5</translation>
    </message>
    <message>
        <source>batch %1 returned %2 where the first returned a table</source>
        <translation>Batch %1 lieferte %2, der erste dagegen eine Tabelle</translation>
    </message>
    <message>
        <source>batch %1 returned other columns than the first</source>
        <translation>Batch %1 lieferte andere Spalten als der erste</translation>
    </message>
    <message>
        <source>batch %1 returned %2 where the first returned a file list</source>
        <translation>Batch %1 lieferte %2, der erste dagegen eine Dateiliste</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>eine Tabelle</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a file list</source>
        <translation>eine Dateiliste</translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation>einen Skalar</translation>
    </message>
    <message>
        <source>a dataset</source>
        <translation>einen Datensatz</translation>
    </message>
    <message>
        <source>a map node cannot map over a 0-dimensional array: it has no first axis</source>
        <translation>ein Map-Knoten kann nicht über ein 0-dimensionales Array laufen: es hat keine erste Achse</translation>
    </message>
    <message>
        <source>a map node maps over a table, an array or a file list, not over %1</source>
        <translation>ein Map-Knoten läuft über eine Tabelle, ein Array oder eine Dateiliste, nicht über %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>a map node joins tables, arrays and file lists, not %1</source>
        <translation>ein Map-Knoten fügt Tabellen, Arrays und Dateilisten zusammen, nicht %1</translation>
    </message>
</context>
<context>
    <name>MapNodeRun</name>
    <message>
        <source>item %1: %2</source>
        <translation>Element %1: %2</translation>
    </message>
    <message>
        <source>the batches from item %1 returned the columns %2 where earlier ones returned %3</source>
        <translation>die Batches ab Element %1 lieferten die Spalten %2, die früheren dagegen %3</translation>
    </message>
    <message>
        <source>the batches from item %1 returned column &apos;%2&apos; as %3 where earlier ones returned %4</source>
        <translation>die Batches ab Element %1 lieferten die Spalte &apos;%2&apos; als %3, die früheren dagegen als %4</translation>
    </message>
    <message>
        <source>first input &apos;%1&apos;: %2</source>
        <translation>erster Eingang &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>a map node needs one table, array or file list on its first input &apos;%1&apos;</source>
        <translation>ein Map-Knoten braucht genau eine Tabelle, ein Array oder eine Dateiliste an seinem ersten Eingang &apos;%1&apos;</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; did not return one table, array or file list per output in a batch</source>
        <translation>Operator &apos;%1&apos; hat in einem Batch nicht genau eine Tabelle, ein Array oder eine Dateiliste pro Ausgang geliefert</translation>
    </message>
    <message>
        <source>on_item_error &quot;record&quot; keeps failed items as table rows; output %1 is %2</source>
        <translation>on_item_error „record“ behält fehlgeschlagene Elemente als Tabellenzeilen; Ausgang %1 liefert %2</translation>
    </message>
    <message>
        <source>the batches from item %1 returned %2 where earlier ones returned a table</source>
        <translation>die Batches ab Element %1 lieferten %2, die früheren dagegen eine Tabelle</translation>
    </message>
    <message>
        <source>it holds %1 outputs where the operator has %2</source>
        <translation>er enthält %1 Ausgaben, der Operator hat %2</translation>
    </message>
    <message>
        <source>the cached result of items %1 to %2 is damaged (%3); they are computed again</source>
        <translation>das zwischengespeicherte Ergebnis der Elemente %1 bis %2 ist beschädigt (%3); sie werden neu berechnet</translation>
    </message>
    <message>
        <source>items %1 to %2 not kept in the cache: %3</source>
        <translation>Elemente %1 bis %2 nicht im Cache behalten: %3</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; is row-wise but returned %2 items for %3</source>
        <translation>Operator &apos;%1&apos; ist zeilenweise, lieferte aber %2 Elemente für %3</translation>
    </message>
    <message>
        <source>the list of cached items not kept: %1</source>
        <translation>die Liste der zwischengespeicherten Elemente wurde nicht behalten: %1</translation>
    </message>
</context>
<context>
    <name>MappedSegment</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot reserve %2 bytes for %1: %3</source>
        <translation>für %1 können keine %2 Bytes reserviert werden: %3</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot map %1: %2</source>
        <translation>%1 kann nicht in den Speicher eingeblendet werden: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPanel</name>
    <message>
        <source>Intermediate data: peak %1 at %2</source>
        <translation>Zwischendaten: Höchstwert %1 bei %2</translation>
    </message>
    <message numerus="yes">
        <source>%n release(s)</source>
        <translation>
            <numerusform>%n Freigabe</numerusform>
            <numerusform>%n Freigaben</numerusform>
        </translation>
    </message>
    <message>
        <source>At Peak</source>
        <translation>Zum Höchstwert</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>Höchstwert %1</translation>
    </message>
    <message>
        <source>Resident memory</source>
        <translation>Residenter Speicher</translation>
    </message>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Held at the peak: %1</source>
        <translation>Belegt beim Höchstwert: %1</translation>
    </message>
    <message>
        <source>Held at %1: %2</source>
        <translation>Belegt bei %1: %2</translation>
    </message>
    <message>
        <source>Nothing held.</source>
        <translation>Nichts belegt.</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run</source>
        <translation>Den ganzen Lauf zeigen und ihm folgen. In einem Diagramm (Tab oder ein Klick gibt ihm die Tasten): Mausrad oder +/− zoomen, Ziehen oder ←/→ verschieben, Doppelklick, Pos1 oder 0 zeigen den ganzen Lauf</translation>
    </message>
</context>
<context>
    <name>MonitorFormat</name>
    <message>
        <source>waiting</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>aus dem Cache</translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>never run</source>
        <translation>nie gelaufen</translation>
    </message>
    <message>
        <source>not cached</source>
        <translation>nicht im Cache</translation>
    </message>
</context>
<context>
    <name>MoveNodesCommand</name>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Move %1 Nodes</source>
        <translation>%1 Knoten verschieben</translation>
    </message>
</context>
<context>
    <name>NodeCard</name>
    <message>
        <source>%1 · %2 of %3 batches</source>
        <translation>%1 · %2 von %3 Batches</translation>
    </message>
    <message>
        <source>cached · saved %1</source>
        <extracomment>A node the run took from the cache: &quot;cached · saved 1.2 s&quot; (what computing it took).</extracomment>
        <translation>aus dem Cache · %1 gespart</translation>
    </message>
    <message>
        <source>up to date · %1</source>
        <extracomment>An up-to-date node: &quot;up to date · 1.2 s&quot; (what a run saves by taking it from the cache).</extracomment>
        <translation>aktuell · %1</translation>
    </message>
    <message>
        <source>Frozen (Ctrl+Shift+F): edits above it run neither it nor what is below it.</source>
        <extracomment>The frozen mark&apos;s tooltip; Ctrl+Shift+F unfreezes the selected node.</extracomment>
        <translation>Eingefroren (Strg+Umschalt+F): Änderungen oberhalb führen weder ihn noch das darunter aus.</translation>
    </message>
</context>
<context>
    <name>NodePort</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Tooltip of a port on a zoomed-out card: %1 the port&apos;s name, %2 its kind of data.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>NodeRunStatus</name>
    <message>
        <source>batch %1 · %2 items</source>
        <translation>Batch %1 · %2 Elemente</translation>
    </message>
</context>
<context>
    <name>NpyFile</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: not a NumPy .npy file (it does not start with \x93NUMPY)</source>
        <translation>%1: keine NumPy-.npy-Datei (sie beginnt nicht mit \x93NUMPY)</translation>
    </message>
    <message>
        <source>%1: .npy format version %2.%3 is not supported (1.0 to 3.0 are)</source>
        <translation>%1: .npy-Formatversion %2.%3 wird nicht unterstützt (unterstützt werden 1.0 bis 3.0)</translation>
    </message>
    <message>
        <source>%1: truncated: the file ends inside the header</source>
        <translation>%1: abgeschnitten: die Datei endet innerhalb des Headers</translation>
    </message>
    <message>
        <source>%1: truncated: the header says %2 %3, which is %4 bytes of data; the file holds %5</source>
        <translation>%1: abgeschnitten: laut Header %2 %3, also %4 Bytes Daten; die Datei enthält %5</translation>
    </message>
    <message>
        <source>more than 2^63</source>
        <translation>mehr als 2^63</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: reading was cancelled</source>
        <translation>%1: das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: writing was cancelled</source>
        <translation>%1: das Schreiben wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>NpyHeader</name>
    <message>
        <source>%1: bad .npy header: %2</source>
        <translation>%1: ungültiger .npy-Header: %2</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; at offset %2</source>
        <translation>&apos;%1&apos; an Offset %2 erwartet</translation>
    </message>
    <message>
        <source>expected a quoted string at offset %1</source>
        <translation>Zeichenkette in Anführungszeichen an Offset %1 erwartet</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
        <source>expected an integer at offset %1</source>
        <translation>Ganzzahl an Offset %1 erwartet</translation>
    </message>
    <message>
        <source>the header ends early</source>
        <translation>der Header endet vorzeitig</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at offset %2</source>
        <translation>unerwartetes &apos;%1&apos; an Offset %2</translation>
    </message>
    <message>
        <source>it lacks one of the keys &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos;</source>
        <translation>einer der Schlüssel &apos;descr&apos;, &apos;fortran_order&apos; und &apos;shape&apos; fehlt</translation>
    </message>
    <message>
        <source>%1: structured dtypes are not supported (supported: %2)</source>
        <translation>%1: strukturierte dtypes werden nicht unterstützt (unterstützt: %2)</translation>
    </message>
    <message>
        <source>&apos;fortran_order&apos; is not True or False</source>
        <translation>&apos;fortran_order&apos; ist weder True noch False</translation>
    </message>
    <message>
        <source>&apos;shape&apos; is not a tuple</source>
        <translation>&apos;shape&apos; ist kein Tupel</translation>
    </message>
    <message>
        <source>the shape has a negative extent</source>
        <translation>die Form hat eine Dimension mit negativer Größe</translation>
    </message>
    <message>
        <source>%1: dtype &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: dtype &apos;%2&apos; wird nicht unterstützt (unterstützt: %3)</translation>
    </message>
</context>
<context>
    <name>NpyReadOperator</name>
    <message>
        <source>Read NPY</source>
        <translation>NPY lesen</translation>
    </message>
    <message>
        <source>The file&apos;s array.</source>
        <translation>Das Array der Datei.</translation>
    </message>
    <message>
        <source>The .npy file to read, relative to the project&apos;s folder.</source>
        <translation>Die zu lesende .npy-Datei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>Reads a NumPy .npy file (numpy.save) into an array of any shape, zero extents included: float16/32/64, int8/16/32/64, uint8/16/32/64, bool, complex64 or complex128 elements, bit for bit. A Fortran-order file is rearranged into C order (holding the array twice while it does).</source>
        <translation>Liest eine NumPy-.npy-Datei (numpy.save) in ein Array beliebiger Form ein, Ausdehnungen von null eingeschlossen: Elemente vom Typ float16/32/64, int8/16/32/64, uint8/16/32/64, bool, complex64 oder complex128, Bit für Bit. Eine Datei in Fortran-Reihenfolge wird in C-Reihenfolge umgeordnet (dabei liegt das Array kurzzeitig doppelt im Speicher).</translation>
    </message>
</context>
<context>
    <name>NpyWriteOperator</name>
    <message>
        <source>Write NPY</source>
        <translation>NPY schreiben</translation>
    </message>
    <message>
        <source>The array to write.</source>
        <translation>Das zu schreibende Array.</translation>
    </message>
    <message>
        <source>The .npy file to write, relative to the project&apos;s folder.</source>
        <translation>Die zu schreibende .npy-Datei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>Writes an array to a NumPy .npy file that numpy.load reads as it is: the same dtype and shape, the elements bit for bit, in C order. The file is replaced in one step, so it is never left half written; its folder is created when missing.</source>
        <translation>Schreibt ein Array in eine NumPy-.npy-Datei, die numpy.load unverändert liest: derselbe dtype und dieselbe Form, die Elemente Bit für Bit, in C-Reihenfolge. Die Datei wird in einem Schritt ersetzt und bleibt daher nie halb geschrieben zurück; ihr Ordner wird angelegt, falls er fehlt.</translation>
    </message>
</context>
<context>
    <name>OperatorCall</name>
    <message>
        <source>cannot make the result array: %1</source>
        <translation>das Ergebnis-Array kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>out of memory: the data did not fit in the memory this machine has left</source>
        <translation>Speicher erschöpft: die Daten passten nicht in den Speicher, den dieser Rechner noch frei hat</translation>
    </message>
</context>
<context>
    <name>OperatorTaskRunner</name>
    <message>
        <source>unknown operator &apos;%1&apos;</source>
        <translation>unbekannter Operator &apos;%1&apos;</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; returned %2 of %3 outputs</source>
        <translation>Operator &apos;%1&apos; hat %2 von %3 Ausgaben geliefert</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; failed without a message</source>
        <translation>Operator &apos;%1&apos; schlug ohne Meldung fehl</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; timed out after %2 s</source>
        <translation>Knoten &apos;%1&apos; hat das Zeitlimit von %2 s überschritten</translation>
    </message>
    <message>
        <source>%1 (after %2 attempts)</source>
        <translation>%1 (nach %2 Versuchen)</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; asks for backend &apos;%2&apos;, which this run was not given</source>
        <translation>Knoten &apos;%1&apos; verlangt das Backend &apos;%2&apos;, das diesem Lauf nicht übergeben wurde</translation>
    </message>
</context>
<context>
    <name>OutputArchive</name>
    <message>
        <source>cannot keep the outputs of node &apos;%1&apos; for a resume: cannot create %2</source>
        <translation>die Ausgaben von Knoten &apos;%1&apos; können nicht für eine Fortsetzung behalten werden: %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot keep output %1 of node &apos;%2&apos; for a resume: %3</source>
        <translation>Ausgabe %1 von Knoten &apos;%2&apos; kann nicht für eine Fortsetzung behalten werden: %3</translation>
    </message>
    <message>
        <source>cannot keep the outputs of node &apos;%1&apos; for a resume: %2</source>
        <translation>die Ausgaben von Knoten &apos;%1&apos; können nicht für eine Fortsetzung behalten werden: %2</translation>
    </message>
    <message>
        <source>cannot reuse output %1 of node &apos;%2&apos;: %3</source>
        <translation>Ausgabe %1 von Knoten &apos;%2&apos; kann nicht wiederverwendet werden: %3</translation>
    </message>
    <message>
        <source>cannot carry the outputs of node &apos;%1&apos; over from %2: %3</source>
        <translation>die Ausgaben von Knoten &apos;%1&apos; können nicht aus %2 übernommen werden: %3</translation>
    </message>
    <message>
        <source>cannot keep the outputs of node &apos;%1&apos; for a resume: %2 is a symbolic link, and Weft does not write through links in its own folders</source>
        <translation>die Ausgaben von Knoten &apos;%1&apos; können nicht für eine Fortsetzung behalten werden: %2 ist ein symbolischer Link, und Weft schreibt in seinen eigenen Ordnern nicht durch Links</translation>
    </message>
    <message>
        <source>the outputs of node &apos;%1&apos; are not in %2</source>
        <translation>die Ausgaben von Knoten &apos;%1&apos; sind nicht in %2</translation>
    </message>
    <message>
        <source>output %1 of node &apos;%2&apos;: %3</source>
        <translation>Ausgabe %1 von Knoten &apos;%2&apos;: %3</translation>
    </message>
</context>
<context>
    <name>OutputFigures</name>
    <message>
        <source>1 row</source>
        <extracomment>A table&apos;s rows on the canvas: &quot;14 rows&quot;.</extracomment>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source>1 file</source>
        <extracomment>A file list&apos;s files on the canvas: &quot;3 files&quot;.</extracomment>
        <translation>1 Datei</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
</context>
<context>
    <name>OutputGuard</name>
    <message>
        <source>cannot keep a copy of %1 before running the command: %2</source>
        <translation>von %1 kann vor dem Ausführen des Befehls keine Kopie aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>cannot keep a copy of %1 before running the command</source>
        <translation>von %1 kann vor dem Ausführen des Befehls keine Kopie aufbewahrt werden</translation>
    </message>
</context>
<context>
    <name>OutputReader</name>
    <message>
        <source>the cached result has no output %1</source>
        <translation>das zwischengespeicherte Ergebnis hat keine Ausgabe %1</translation>
    </message>
    <message>
        <source>The node is running; its output shows here as its first batch ends.</source>
        <translation>Der Knoten läuft; seine Ausgabe erscheint hier, sobald sein erster Batch endet.</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Operators</source>
        <translation>Operatoren</translation>
    </message>
    <message>
        <source>Search operators</source>
        <translation>Operatoren suchen</translation>
    </message>
    <message>
        <source>No operator matches “%1”.</source>
        <translation>Kein Operator passt zu „%1“.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Arrays</source>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Utilities</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
<context>
    <name>ParamOverrides</name>
    <message>
        <source>--set %1: write NODE.PARAM=VALUE, e.g. --set read.path=data/b.csv</source>
        <translation>--set %1: schreiben Sie NODE.PARAM=VALUE, z. B. --set read.path=data/b.csv</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer der Werte %1</translation>
    </message>
    <message>
        <source>--set %1.%2: there is no node %3</source>
        <translation>--set %1.%2: es gibt keinen Knoten %3</translation>
    </message>
    <message>
        <source>--set %1.%2: node %3 (%4) has no parameter %5</source>
        <translation>--set %1.%2: Knoten %3 (%4) hat keinen Parameter %5</translation>
    </message>
    <message>
        <source>--set %1.%2: node %3 (%4) has no parameter %5; it has %6</source>
        <translation>--set %1.%2: Knoten %3 (%4) hat keinen Parameter %5; vorhanden sind: %6</translation>
    </message>
    <message>
        <source>--set %1.%2: parameter %3 of node %4 must be %5, not %6</source>
        <translation>--set %1.%2: Parameter %3 von Knoten %4 muss %5 sein, ist aber %6</translation>
    </message>
</context>
<context>
    <name>ParameterField</name>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Use the operator&apos;s default value</source>
        <translation>Standardwert des Operators verwenden</translation>
    </message>
    <message>
        <source>Must be %1.</source>
        <translation>Muss %1 sein.</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Dateipfad</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Folder path</source>
        <translation>Ordnerpfad</translation>
    </message>
</context>
<context>
    <name>ProgramReaper</name>
    <message>
        <source>cannot create a socket for the program reaper: %1</source>
        <translation>für den Programm-Abräumer kann kein Socket angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot start the program reaper %1: %2</source>
        <translation>der Programm-Abräumer %1 kann nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>%1 of %2 tasks</source>
        <extracomment>Tasks finished of the tasks known so far, e.g. &quot;12 of 19 tasks&quot;.</extracomment>
        <translation>%1 von %2 Aufgaben</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>List every node with its tasks</source>
        <translation>Jeden Knoten mit seinen Aufgaben auflisten</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Vergangen</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <source>Tasks per second</source>
        <translation>Aufgaben pro Sekunde</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Select %1 on the canvas</source>
        <translation>%1 auf der Arbeitsfläche auswählen</translation>
    </message>
    <message>
        <source>%1 / %2 · %3 items</source>
        <extracomment>A map node&apos;s batches done of spawned, and the items they held.</extracomment>
        <translation>%1 / %2 · %3 Elemente</translation>
    </message>
    <message>
        <source>Queued</source>
        <extracomment>Tasks whose Slurm job waits in the cluster&apos;s queue.</extracomment>
        <translation>In Warteschlange</translation>
    </message>
    <message>
        <source>Tasks whose job waits in the cluster&apos;s queue</source>
        <translation>Aufgaben, deren Job in der Warteschlange des Clusters wartet</translation>
    </message>
    <message>
        <source>%1 of %2 items · %3 of %4 tasks</source>
        <extracomment>Items of map nodes processed of their items, then tasks, e.g. &quot;120 of 2,000 items · 4 of 9 tasks&quot;.</extracomment>
        <translation>%1 von %2 Elementen · %3 von %4 Aufgaben</translation>
    </message>
    <message>
        <source>%1 / %2 items</source>
        <extracomment>A map node&apos;s items processed of its items, e.g. &quot;120 / 2000 items&quot;.</extracomment>
        <translation>%1 / %2 Elemente</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>[%1/%2] %3 %4 (%5) in %6, %7 held</source>
        <translation>[%1/%2] %3 %4 (%5) in %6, %7 belegt</translation>
    </message>
    <message>
        <source>[%1] %2/%3 tasks, %4 running, %5 failed, %6 held</source>
        <translation>[%1] %2/%3 Aufgaben, %4 laufen, %5 fehlgeschlagen, %6 belegt</translation>
    </message>
    <message>
        <source>[%1] %2/%3 tasks, %4 running, %5 queued, %6 failed, %7 held</source>
        <translation>[%1] %2/%3 Aufgaben, %4 laufen, %5 in der Warteschlange, %6 fehlgeschlagen, %7 belegt</translation>
    </message>
</context>
<context>
    <name>ProjectDecoder</name>
    <message>
        <source>missing key &apos;format&apos;; this version reads format %1</source>
        <translation>Schlüssel &apos;format&apos; fehlt; diese Version liest Format %1</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>was written by a newer Weft (format %1); this version reads format %2</source>
        <translation>wurde von einer neueren Weft-Version geschrieben (Format %1); diese Version liest Format %2</translation>
    </message>
    <message>
        <source>unknown format %1; this version reads format %2</source>
        <translation>unbekanntes Format %1; diese Version liest Format %2</translation>
    </message>
    <message>
        <source>%1: %2 is not of the form node.port</source>
        <translation>%1: %2 hat nicht die Form node.port</translation>
    </message>
    <message>
        <source>unknown top-level key %1</source>
        <translation>unbekannter Schlüssel %1 auf oberster Ebene</translation>
    </message>
    <message>
        <source>%1: unknown key %2</source>
        <translation>%1: unbekannter Schlüssel %2</translation>
    </message>
    <message>
        <source>missing key %1</source>
        <translation>Schlüssel %1 fehlt</translation>
    </message>
    <message>
        <source>%1: missing key %2</source>
        <translation>%1: Schlüssel %2 fehlt</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 liegt außerhalb des gültigen Bereichs: %2</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation>%1 muss %2 sein, ist aber %3</translation>
    </message>
    <message>
        <source>a whole number of bytes</source>
        <translation>eine ganze Zahl von Bytes</translation>
    </message>
</context>
<context>
    <name>ProjectFileDialog</name>
    <message>
        <source>Weft projects (*.weft)</source>
        <translation>Weft-Projekte (*.weft)</translation>
    </message>
    <message>
        <source>There is no project “%1” in this folder.</source>
        <translation>In diesem Ordner gibt es kein Projekt „%1“.</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>↑ Up</source>
        <translation>↑ Nach oben</translation>
    </message>
    <message>
        <source>The folder that holds this one (Alt+Up)</source>
        <translation>Der Ordner, in dem dieser liegt (Alt+Pfeil nach oben)</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Persönlicher Ordner</translation>
    </message>
    <message>
        <source>Your home folder</source>
        <translation>Ihr persönlicher Ordner</translation>
    </message>
    <message>
        <source>No projects or folders here.</source>
        <translation>Hier gibt es keine Projekte oder Ordner.</translation>
    </message>
    <message>
        <source>This folder is empty.</source>
        <translation>Dieser Ordner ist leer.</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Name of the new project</source>
        <translation>Name des neuen Projekts</translation>
    </message>
    <message>
        <source>Choose a project above or type its name</source>
        <translation>Wählen Sie oben ein Projekt oder geben Sie seinen Namen ein</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>“%1” already exists.</source>
        <translation>„%1“ ist bereits vorhanden.</translation>
    </message>
    <message>
        <source>Replacing it overwrites what it holds with this project.</source>
        <translation>Beim Ersetzen wird ihr Inhalt mit diesem Projekt überschrieben.</translation>
    </message>
    <message>
        <source>There is no file “%1” in this folder.</source>
        <translation>In diesem Ordner gibt es keine Datei „%1“.</translation>
    </message>
    <message>
        <source>No matching files or folders here.</source>
        <translation>Hier gibt es keine passenden Dateien oder Ordner.</translation>
    </message>
    <message>
        <source>Name of the new file</source>
        <translation>Name der neuen Datei</translation>
    </message>
    <message>
        <source>Choose a file above or type its name</source>
        <translation>Wählen Sie oben eine Datei oder geben Sie ihren Namen ein</translation>
    </message>
    <message>
        <source>The node writes over what it holds when it runs.</source>
        <translation>Der Knoten überschreibt ihren Inhalt, wenn er läuft.</translation>
    </message>
    <message>
        <source>There is no folder “%1” in this folder.</source>
        <translation>In diesem Ordner gibt es keinen Ordner „%1“.</translation>
    </message>
    <message>
        <source>No folders here.</source>
        <translation>Hier gibt es keine Ordner.</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Empty for the folder shown, or a subfolder</source>
        <translation>Leer für den angezeigten Ordner, oder ein Unterordner</translation>
    </message>
    <message>
        <source>Choose files above or type a name</source>
        <translation>Wählen Sie oben Dateien oder geben Sie einen Namen ein</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Auswählen</translation>
    </message>
</context>
<context>
    <name>ProjectJson</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>ProjectPanel</name>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>Kanten</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>The description goes on in the project file (%n more characters).</source>
        <extracomment>Tooltip of a project description cut short in the project panel.</extracomment>
        <translation>
            <numerusform>Die Beschreibung geht in der Projektdatei weiter (%n weiteres Zeichen).</numerusform>
            <numerusform>Die Beschreibung geht in der Projektdatei weiter (%n weitere Zeichen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Projektname</translation>
    </message>
    <message>
        <source>The project&apos;s name; empty shows the file&apos;s name.</source>
        <translation>Der Name des Projekts; ist er leer, wird der Dateiname gezeigt.</translation>
    </message>
    <message>
        <source>Add a description…</source>
        <translation>Beschreibung hinzufügen…</translation>
    </message>
    <message>
        <source>Project description</source>
        <translation>Projektbeschreibung</translation>
    </message>
</context>
<context>
    <name>ProjectReader</name>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: %3</source>
        <translation>ungültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>the file must hold a JSON object, not an array</source>
        <translation>die Datei muss ein JSON-Objekt enthalten, kein Array</translation>
    </message>
    <message>
        <source>cannot open: it is a folder, not a project file</source>
        <translation>kann nicht geöffnet werden: es ist ein Ordner, keine Projektdatei</translation>
    </message>
    <message>
        <source>cannot open: not a regular file (a FIFO, a device or a socket); a project is a file</source>
        <translation>kann nicht geöffnet werden: keine reguläre Datei (ein FIFO, ein Gerät oder ein Socket); ein Projekt ist eine Datei</translation>
    </message>
    <message>
        <source>the file is larger than the %1 MB a project may have</source>
        <translation>die Datei ist größer als die %1 MB, die ein Projekt haben darf</translation>
    </message>
</context>
<context>
    <name>ProjectTrust</name>
    <message>
        <source>node %1 runs in a shell: %2</source>
        <translation>Knoten %1 führt in einer Shell aus: %2</translation>
    </message>
    <message>
        <source>node %1 runs: %2</source>
        <translation>Knoten %1 führt aus: %2</translation>
    </message>
    <message>
        <source>%1 reads outside the project&apos;s folder: %2</source>
        <translation>%1 liest außerhalb des Projektordners: %2</translation>
    </message>
    <message>
        <source>%1 writes outside the project&apos;s folder: %2</source>
        <translation>%1 schreibt außerhalb des Projektordners: %2</translation>
    </message>
    <message>
        <source>%1 lets the run write in %2</source>
        <translation>%1 lässt den Lauf in %2 schreiben</translation>
    </message>
</context>
<context>
    <name>ProjectValidator</name>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer der Werte %1</translation>
    </message>
    <message>
        <source>a string (%1)</source>
        <translation>eine Zeichenkette (%1)</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>ein Dateiname</translation>
    </message>
    <message>
        <source>node %1: unknown parameter %2 for operator %3</source>
        <translation>Knoten %1: unbekannter Parameter %2 für Operator %3</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>eine leere Zeichenkette</translation>
    </message>
    <message>
        <source>node %1: parameter %2 must be %3, not %4</source>
        <translation>Knoten %1: Parameter %2 muss %3 sein, ist aber %4</translation>
    </message>
    <message>
        <source>node %1: missing required parameter %2</source>
        <translation>Knoten %1: erforderlicher Parameter %2 fehlt</translation>
    </message>
    <message>
        <source>%1: unknown backend %2; use %3</source>
        <translation>%1: unbekanntes Backend %2; verwenden Sie %3</translation>
    </message>
    <message>
        <source>%1: retries must be 0 or more, not %2</source>
        <translation>%1: retries muss 0 oder größer sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: timeout_s must be 0 (none) or more, not %2</source>
        <translation>%1: timeout_s muss 0 (kein Limit) oder größer sein, nicht %2</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>settings</translation>
    </message>
    <message>
        <source>settings: jobs must be -1 (all cores) or 1 or more, not %1</source>
        <translation>settings: jobs muss -1 (alle Kerne) oder 1 oder größer sein, nicht %1</translation>
    </message>
    <message>
        <source>datasets[%1]: empty id</source>
        <translation>datasets[%1]: leere ID</translation>
    </message>
    <message>
        <source>duplicate dataset id %1</source>
        <translation>doppelte Datensatz-ID %1</translation>
    </message>
    <message>
        <source>dataset %1: empty path</source>
        <translation>Datensatz %1: leerer Pfad</translation>
    </message>
    <message>
        <source>invalid node id %1: use letters, digits, &apos;_&apos; and &apos;-&apos;, starting with a letter or &apos;_&apos;</source>
        <translation>ungültige Knoten-ID %1: verwenden Sie Buchstaben, Ziffern, &apos;_&apos; und &apos;-&apos;, beginnend mit einem Buchstaben oder &apos;_&apos;</translation>
    </message>
    <message>
        <source>duplicate node id %1</source>
        <translation>doppelte Knoten-ID %1</translation>
    </message>
    <message>
        <source>node %1: unknown operator %2</source>
        <translation>Knoten %1: unbekannter Operator %2</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>edge %1: node %2 does not exist</source>
        <translation>Kante %1: Knoten %2 existiert nicht</translation>
    </message>
    <message>
        <source>edge %1: node %2 (%3) has no output port %4</source>
        <translation>Kante %1: Knoten %2 (%3) hat keinen Ausgang %4</translation>
    </message>
    <message>
        <source>edge %1: node %2 (%3) has no input port %4</source>
        <translation>Kante %1: Knoten %2 (%3) hat keinen Eingang %4</translation>
    </message>
    <message>
        <source>edge %1: output %2 (%3) cannot feed input %4 (%5)</source>
        <translation>Kante %1: Ausgang %2 (%3) kann nicht an Eingang %4 (%5) angeschlossen werden</translation>
    </message>
    <message>
        <source>node %1: input port %2 needs at least one edge</source>
        <translation>Knoten %1: Eingang %2 braucht mindestens eine Kante</translation>
    </message>
    <message>
        <source>node %1: input port %2 is not connected</source>
        <translation>Knoten %1: Eingang %2 ist nicht verbunden</translation>
    </message>
    <message>
        <source>node %1: input port %2 is fed by %3 edges; it takes one</source>
        <translation>Knoten %1: Eingang %2 wird von %3 Kanten gespeist; er nimmt nur eine an</translation>
    </message>
    <message>
        <source>the graph has a cycle: %1</source>
        <translation>der Graph enthält einen Zyklus: %1</translation>
    </message>
    <message>
        <source>dataset %1: file %2 does not exist</source>
        <translation>Datensatz %1: Datei %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: batch_size must be 0 (tuned) or more, not %2</source>
        <translation>%1: batch_size muss 0 (automatisch abgestimmt) oder größer sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: batch_wait_ms must be 0 or more, not %2</source>
        <translation>%1: batch_wait_ms muss 0 oder größer sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: batch_lower_ms (%2) must be below batch_upper_ms (%3), both 0 (the backend&apos;s) or more</source>
        <translation>%1: batch_lower_ms (%2) muss kleiner als batch_upper_ms (%3) sein, beide 0 (Vorgabe des Backends) oder größer</translation>
    </message>
    <message>
        <source>%1: unknown on_item_error %2; use %3</source>
        <translation>%1: unbekannter Wert %2 für on_item_error; verwenden Sie %3</translation>
    </message>
    <message>
        <source>a folder name</source>
        <translation>ein Ordnername</translation>
    </message>
    <message>
        <source>node %1: %2 cannot run as a map node: it needs a table, array or file list as its first input and as every output</source>
        <translation>Knoten %1: %2 kann nicht als Map-Knoten laufen: er braucht eine Tabelle, ein Array oder eine Dateiliste als ersten Eingang und als jeden Ausgang</translation>
    </message>
    <message>
        <source>node %1: on_item_error &quot;record&quot; keeps a failed item as a table row, but %2 has outputs that are not tables; use fail or skip</source>
        <translation>Knoten %1: on_item_error „record“ behält ein fehlgeschlagenes Element als Tabellenzeile, aber %2 hat Ausgänge, die keine Tabellen sind; verwenden Sie fail oder skip</translation>
    </message>
    <message>
        <source>settings: keep_runs must be 0 (keep every run) or more, not %1</source>
        <translation>settings: keep_runs muss 0 (jeden Lauf behalten) oder größer sein, nicht %1</translation>
    </message>
    <message>
        <source>frames[%1]: empty id</source>
        <translation>frames[%1]: leere ID</translation>
    </message>
    <message>
        <source>duplicate frame id %1</source>
        <translation>doppelte Rahmen-ID %1</translation>
    </message>
    <message>
        <source>frame %1: width and height must be above 0, not %2 and %3</source>
        <translation>Rahmen %1: Breite und Höhe müssen größer als 0 sein, nicht %2 und %3</translation>
    </message>
    <message>
        <source>frame %1: colour must be of the form #rrggbb, not %2</source>
        <translation>Rahmen %1: die Farbe muss die Form #rrggbb haben, nicht %2</translation>
    </message>
    <message>
        <source>comments[%1]: empty id</source>
        <translation>comments[%1]: leere ID</translation>
    </message>
    <message>
        <source>duplicate comment id %1</source>
        <translation>doppelte Kommentar-ID %1</translation>
    </message>
    <message>
        <source>comment %1: width must be above 0, not %2</source>
        <translation>Kommentar %1: die Breite muss größer als 0 sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: slurm.cpus must be 0 (the cluster&apos;s default) or more, not %2</source>
        <translation>%1: slurm.cpus muss 0 (Vorgabe des Clusters) oder größer sein, nicht %2</translation>
    </message>
    <message>
        <source>settings: slurm.max_jobs must be 0 (100) or more, not %1</source>
        <translation>settings: slurm.max_jobs muss 0 (100) oder größer sein, nicht %1</translation>
    </message>
    <message>
        <source>%1: the path %2 holds a control character</source>
        <translation>%1: der Pfad %2 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>%1: %2 is outside the project&apos;s folder; name its folder in settings.outside_folders to allow writing there</source>
        <translation>%1: %2 liegt außerhalb des Projektordners; nennen Sie seinen Ordner in settings.outside_folders, um dort schreiben zu dürfen</translation>
    </message>
    <message>
        <source>node %1: parameter %2</source>
        <translation>Knoten %1: Parameter %2</translation>
    </message>
    <message>
        <source>%1: folder %2 does not exist</source>
        <translation>%1: Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: file %2 does not exist</source>
        <translation>%1: Datei %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: %2 is not a regular file</source>
        <translation>%1: %2 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: %2 is a folder, not a file</source>
        <translation>%1: %2 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>node %1: parameter %2 must name a file, or an edge must feed the input %3</source>
        <translation>Knoten %1: Parameter %2 muss eine Datei nennen, oder eine Kante muss in den Eingang %3 führen</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <source>node %1: %2 lists the folder %3, in which node %4 writes %5, but no edge leads from %4 to %1; connect them so that %1 runs after %4</source>
        <translation>Knoten %1: %2 listet den Ordner %3 auf, in den Knoten %4 %5 schreibt, aber keine Kante führt von %4 zu %1; verbinden Sie sie, damit %1 nach %4 läuft</translation>
    </message>
    <message>
        <source>node %1: %2 reads %3, which node %4 writes, but no edge leads from %4 to %1; connect them so that %1 runs after %4</source>
        <translation>Knoten %1: %2 liest %3, das Knoten %4 schreibt, aber keine Kante führt von %4 zu %1; verbinden Sie sie, damit %1 nach %4 läuft</translation>
    </message>
    <message>
        <source>%1: %2 leads outside the project&apos;s folder through a symbolic link, to %3; name that folder in settings.outside_folders to allow writing there</source>
        <translation>%1: %2 führt über eine symbolische Verknüpfung aus dem Projektordner hinaus, nach %3; nennen Sie diesen Ordner in settings.outside_folders, um dort schreiben zu dürfen</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>Knoten %1: %2</translation>
    </message>
    <message>
        <source>node %1: parameter %2 writes %3, which node %4 writes too; one would overwrite the other&apos;s result, so give each node its own file</source>
        <translation>Knoten %1: Parameter %2 schreibt %3, das auch Knoten %4 schreibt; einer würde das Ergebnis des anderen überschreiben, geben Sie also jedem Knoten eine eigene Datei</translation>
    </message>
    <message>
        <source>%1: frozen must be the 32 hex digits of the signature it was frozen at, not %2</source>
        <translation>%1: frozen muss die 32 Hexadezimalziffern der Signatur sein, bei der eingefroren wurde, nicht %2</translation>
    </message>
</context>
<context>
    <name>ProjectWriter</name>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>QuickAddPopup</name>
    <message>
        <source>Add a node…</source>
        <translation>Knoten hinzufügen…</translation>
    </message>
    <message>
        <source>No operator matches.</source>
        <translation>Kein passender Operator.</translation>
    </message>
    <message>
        <source>Add a node for this output…</source>
        <translation>Knoten für diesen Ausgang hinzufügen…</translation>
    </message>
    <message>
        <source>Add a node for this input…</source>
        <translation>Knoten für diesen Eingang hinzufügen…</translation>
    </message>
</context>
<context>
    <name>RecordedOutline</name>
    <message>
        <source>%1: run %2: %3</source>
        <translation>%1: Lauf %2: %3</translation>
    </message>
    <message>
        <source>the recorded plan has node index %1 where %2 was expected</source>
        <translation>der aufgezeichnete Plan hat den Knotenindex %1, wo %2 erwartet wurde</translation>
    </message>
    <message>
        <source>cannot read the recorded plan: %1</source>
        <translation>der aufgezeichnete Plan kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a recorded dependency %1 -&gt; %2 names a node beyond the %3 of the plan</source>
        <translation>eine aufgezeichnete Abhängigkeit %1 -&gt; %2 nennt einen Knoten jenseits der %3 des Plans</translation>
    </message>
</context>
<context>
    <name>RecordedRun</name>
    <message>
        <source>cannot record the run: %1</source>
        <translation>der Lauf kann nicht aufgezeichnet werden: %1</translation>
    </message>
    <message>
        <source>not recording this run: %1</source>
        <translation>dieser Lauf wird nicht aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>the run was not fully recorded: %1</source>
        <translation>der Lauf wurde nicht vollständig aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>cannot prune the run history: %1</source>
        <translation>die Laufhistorie kann nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>not keeping results for later runs: cannot create %1</source>
        <translation>Ergebnisse werden nicht für spätere Läufe aufbewahrt: %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Weft found unsaved changes to “%1”.</source>
        <translation>Weft hat nicht gespeicherte Änderungen an „%1“ gefunden.</translation>
    </message>
    <message>
        <source>The last session ended before they were saved. Recover them to continue where you left off.</source>
        <translation>Die letzte Sitzung wurde beendet, bevor sie gespeichert wurden. Stellen Sie sie wieder her, um dort weiterzumachen, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <extracomment>Recovery dialog: when the autosaved copy was written.</extracomment>
        <translation>Automatisch gesichert</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>Recovery dialog: the file that holds the autosaved copy.</extracomment>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>Project file</source>
        <extracomment>Recovery dialog: the project file the recovered changes belong to.</extracomment>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>none yet (the project was never saved)</source>
        <translation>noch keine (das Projekt wurde nie gespeichert)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay of run %1</source>
        <extracomment>The replayed run: &quot;Replay of run 12&quot;.</extracomment>
        <translation>Wiedergabe von Lauf %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play the run (%1× its speed)</source>
        <extracomment>%1 is how much faster than the run the replay plays, e.g. 0.5 or 20.</extracomment>
        <translation>Lauf abspielen (%1× seine Geschwindigkeit)</translation>
    </message>
    <message>
        <source>Show the run&apos;s end</source>
        <translation>Ende des Laufs anzeigen</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Wiedergabe schließen</translation>
    </message>
</context>
<context>
    <name>ReplayLoader</name>
    <message>
        <source>%1 does not exist: the project has no recorded runs</source>
        <translation>%1 existiert nicht: das Projekt hat keine aufgezeichneten Läufe</translation>
    </message>
</context>
<context>
    <name>ResultCache</name>
    <message>
        <source>the cached result of node &apos;%1&apos; cannot be used: %2</source>
        <translation>das zwischengespeicherte Ergebnis von Knoten „%1“ ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cache key</source>
        <translation>„%1“ ist kein Cache-Schlüssel</translation>
    </message>
    <message>
        <source>%1 or a folder above it is a symbolic link, and Weft does not write through links in its own folders</source>
        <translation>%1 oder ein Ordner darüber ist ein symbolischer Link, und Weft schreibt in seinen eigenen Ordnern nicht durch Links</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1, an output of node &apos;%2&apos;, does not exist</source>
        <translation>%1, eine Ausgabe von Knoten „%2“, existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation>%1 kann nicht in %2 umbenannt werden</translation>
    </message>
</context>
<context>
    <name>RunReplay</name>
    <message>
        <source>%1: run %2: %3</source>
        <translation>%1: Lauf %2: %3</translation>
    </message>
    <message>
        <source>it records %1 lanes; a run has 0 to %2</source>
        <translation>er verzeichnet %1 Bahnen; ein Lauf hat 0 bis %2</translation>
    </message>
    <message>
        <source>it records %1 workers; a run has 0 to %2</source>
        <translation>er verzeichnet %1 Worker; ein Lauf hat 0 bis %2</translation>
    </message>
    <message>
        <source>its wall time of %1 ns is beyond the clock</source>
        <translation>seine Laufzeit von %1 ns liegt außerhalb der Uhr</translation>
    </message>
    <message>
        <source>a node result names node %1, but the run planned %2 nodes</source>
        <translation>ein Knotenergebnis nennt Knoten %1, aber der Lauf plante %2 Knoten</translation>
    </message>
    <message>
        <source>node %1 has two results</source>
        <translation>Knoten %1 hat zwei Ergebnisse</translation>
    </message>
    <message>
        <source>event %1 names node %2, but the run&apos;s plan has %3 nodes</source>
        <translation>Ereignis %1 nennt Knoten %2, aber der Plan des Laufs hat %3 Knoten</translation>
    </message>
    <message>
        <source>an event names node %1, but the run planned %2 nodes and its events name %3 more</source>
        <translation>ein Ereignis nennt Knoten %1, aber der Lauf plante %2 Knoten und seine Ereignisse nennen %3 weitere</translation>
    </message>
    <message>
        <source>event %1 has the unknown type %2</source>
        <translation>Ereignis %1 hat den unbekannten Typ %2</translation>
    </message>
    <message>
        <source>event %1 is at %2 ns, too far from the run&apos;s start at %3 ns</source>
        <translation>Ereignis %1 liegt bei %2 ns, zu weit vom Start des Laufs bei %3 ns</translation>
    </message>
    <message>
        <source>event %1 names node %2, but the run has %3 nodes</source>
        <translation>Ereignis %1 nennt Knoten %2, aber der Lauf hat %3 Knoten</translation>
    </message>
    <message>
        <source>event %1 names task %2, but the run can have had %3 tasks</source>
        <translation>Ereignis %1 nennt Task %2, aber der Lauf kann %3 Tasks gehabt haben</translation>
    </message>
    <message>
        <source>event %1 counts %2 bytes or items: negative, or more than the clock&apos;s worth</source>
        <translation>Ereignis %1 zählt %2 Bytes oder Elemente: negativ oder mehr als zulässig</translation>
    </message>
    <message>
        <source>metrics sample %1 is at %2 ns, beyond the clock</source>
        <translation>Messwert %1 liegt bei %2 ns, außerhalb der Uhr</translation>
    </message>
    <message>
        <source>metrics sample %1 holds a negative figure</source>
        <translation>Messwert %1 enthält eine negative Zahl</translation>
    </message>
    <message>
        <source>worker sample %1 is at %2 ns, beyond the clock</source>
        <translation>Worker-Messwert %1 liegt bei %2 ns, außerhalb der Uhr</translation>
    </message>
    <message>
        <source>worker sample %1 names worker %2; workers are numbered 0 to %3</source>
        <translation>Worker-Messwert %1 nennt Worker %2; Worker sind von 0 bis %3 nummeriert</translation>
    </message>
    <message>
        <source>worker sample %1 holds a negative figure</source>
        <translation>Worker-Messwert %1 enthält eine negative Zahl</translation>
    </message>
    <message>
        <source>an error is recorded for node %1, but the run has %2 nodes</source>
        <translation>für Knoten %1 ist ein Fehler aufgezeichnet, aber der Lauf hat %2 Knoten</translation>
    </message>
    <message>
        <source>%1 holds no run %2</source>
        <translation>%1 enthält keinen Lauf %2</translation>
    </message>
    <message>
        <source>%1: run %2: its start at %3 ns is beyond the clock</source>
        <translation>%1: Lauf %2: sein Start bei %3 ns liegt außerhalb der Uhr</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <source>Run succeeded: %1 of %2 nodes in %3.</source>
        <translation>Lauf erfolgreich: %1 von %2 Knoten in %3.</translation>
    </message>
    <message>
        <source>Memory: peak %1 held by intermediate data, %2 released after use.
</source>
        <translation>Speicher: Zwischendaten belegten höchstens %1, %2 wurden nach Gebrauch freigegeben.
</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>Geschrieben: %1
</translation>
    </message>
    <message>
        <source>To finish the work, run again: %1
</source>
        <translation>Um die Arbeit abzuschließen, erneut ausführen: %1
</translation>
    </message>
    <message>
        <source>  node &apos;%1&apos; (%2) %3: %4
</source>
        <translation>  Knoten &apos;%1&apos; (%2) %3: %4
</translation>
    </message>
    <message>
        <source>Recorded as run %1 in %2
</source>
        <translation>Als Lauf %1 in %2 aufgezeichnet
</translation>
    </message>
    <message>
        <source>  node &apos;%1&apos; (%2) succeeded on attempt %3
</source>
        <translation>  Knoten &apos;%1&apos; (%2) war beim %3. Versuch erfolgreich
</translation>
    </message>
    <message>
        <source>Reused the persisted outputs of: %1
</source>
        <translation>Gespeicherte Ausgaben wiederverwendet von: %1
</translation>
    </message>
    <message>
        <source>Persisted for a resume: %1
</source>
        <translation>Für eine Fortsetzung gespeichert: %1
</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped after a failure upstream</source>
        <translation>
            <numerusform>%n nach einem Fehler davor übersprungen</numerusform>
            <numerusform>%n nach einem Fehler davor übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled before they finished</source>
        <translation>
            <numerusform>%n vor dem Ende abgebrochen</numerusform>
            <numerusform>%n vor dem Ende abgebrochen</numerusform>
        </translation>
    </message>
    <message>
        <source>none left unfinished</source>
        <translation>keiner unvollendet</translation>
    </message>
    <message>
        <source>Run failed: %1 of %2 nodes succeeded, %3, in %4.</source>
        <translation>Lauf fehlgeschlagen: %1 von %2 Knoten erfolgreich, %3, in %4.</translation>
    </message>
    <message>
        <source>Run cancelled: %1 of %2 nodes succeeded, %3, in %4.</source>
        <translation>Lauf abgebrochen: %1 von %2 Knoten erfolgreich, %3, in %4.</translation>
    </message>
    <message>
        <source>  node &apos;%1&apos; (%2) warning: %3
</source>
        <translation>  Knoten &apos;%1&apos; (%2) Warnung: %3
</translation>
    </message>
    <message>
        <source>Taken from the result cache: %1 of %2 nodes.
</source>
        <translation>Aus dem Ergebnis-Cache genommen: %1 von %2 Knoten.
</translation>
    </message>
</context>
<context>
    <name>RunResume</name>
    <message>
        <source>nothing to resume: %1 does not exist</source>
        <translation>nichts fortzusetzen: %1 existiert nicht</translation>
    </message>
    <message>
        <source>nothing to resume: %1 holds no runs</source>
        <translation>nichts fortzusetzen: %1 enthält keine Läufe</translation>
    </message>
    <message>
        <source>no run &apos;%1&apos; in %2</source>
        <translation>kein Lauf &apos;%1&apos; in %2</translation>
    </message>
    <message>
        <source>run %1 succeeded: there is nothing to resume</source>
        <translation>Lauf %1 war erfolgreich: es gibt nichts fortzusetzen</translation>
    </message>
    <message>
        <source>run %1 is still running</source>
        <translation>Lauf %1 läuft noch</translation>
    </message>
    <message>
        <source>the project changed since run %1 was interrupted; run it whole</source>
        <translation>das Projekt wurde geändert, seit Lauf %1 unterbrochen wurde; führen Sie es vollständig aus</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; of run %2&apos;s resume set is no longer in the project</source>
        <translation>Knoten &apos;%1&apos; aus der Fortsetzungsmenge von Lauf %2 ist nicht mehr im Projekt</translation>
    </message>
    <message>
        <source>run %1 left nothing to run again</source>
        <translation>Lauf %1 hat nichts zum erneuten Ausführen übrig gelassen</translation>
    </message>
    <message>
        <source>%1; node &apos;%2&apos; runs again</source>
        <translation>%1; Knoten &apos;%2&apos; läuft erneut</translation>
    </message>
</context>
<context>
    <name>RunRow</name>
    <message>
        <source>Run %1: %2, %3. Click to replay it.</source>
        <translation>Lauf %1: %2, %3. Zum Wiedergeben klicken.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>%1 · peak %2</source>
        <extracomment>History row: backend and workers, then the peak memory held: &quot;threads × 2 · peak 1.2 MB&quot;.</extracomment>
        <translation>%1 · Höchstwert %2</translation>
    </message>
    <message>
        <source>Choose for a comparison (two runs)</source>
        <translation>Für einen Vergleich auswählen (zwei Läufe)</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>%1: run %2: an event block of %3 bytes does not hold the %4 events of %5 bytes it says it does</source>
        <translation>%1: Lauf %2: ein Ereignisblock von %3 Bytes enthält nicht die %4 Ereignisse zu je %5 Bytes, die er angibt</translation>
    </message>
    <message>
        <source>%1: run %2: cannot read its events: %3</source>
        <translation>%1: Lauf %2: seine Ereignisse können nicht gelesen werden: %3</translation>
    </message>
</context>
<context>
    <name>RunToolBar</name>
    <message>
        <source>▶  Run</source>
        <translation>▶  Ausführen</translation>
    </message>
    <message>
        <source>Run the project (F5)</source>
        <translation>Projekt ausführen (F5)</translation>
    </message>
    <message>
        <source>■  Cancel</source>
        <translation>■  Abbrechen</translation>
    </message>
    <message>
        <source>Stop the run: running tasks are stopped, nothing new starts (Shift+F5)</source>
        <translation>Lauf stoppen: laufende Aufgaben werden gestoppt, nichts Neues startet (Umschalt+F5)</translation>
    </message>
    <message>
        <source>↻  Resume</source>
        <translation>↻  Fortsetzen</translation>
    </message>
    <message>
        <source>Run again what the last unfinished run left (Ctrl+F5)</source>
        <translation>Erneut ausführen, was der letzte unvollendete Lauf übrig gelassen hat (Strg+F5)</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Where tasks run: one at a time, on threads, or in worker processes</source>
        <translation>Wo Aufgaben laufen: eine nach der anderen, in Threads oder in Worker-Prozessen</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
</context>
<context>
    <name>Scalar</name>
    <message>
        <source>the text is not JSON (%1)</source>
        <translation>der Text ist kein JSON (%1)</translation>
    </message>
    <message>
        <source>the text holds no JSON value</source>
        <translation>der Text enthält keinen JSON-Wert</translation>
    </message>
    <message>
        <source>the text holds more than one JSON value; put several values in an array</source>
        <translation>der Text enthält mehr als einen JSON-Wert; fassen Sie mehrere Werte in einem Array zusammen</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: die Datei kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ScalarCodec</name>
    <message>
        <source>not an encoded scalar</source>
        <translation>kein kodierter Skalar</translation>
    </message>
</context>
<context>
    <name>SchemaCheck</name>
    <message>
        <source>node %1: parameter %2 names column %3, which its input %4 does not have (it has: %5)</source>
        <translation>Knoten %1: Parameter %2 nennt die Spalte %3, die sein Eingang %4 nicht hat (er hat: %5)</translation>
    </message>
    <message>
        <source>node %1: parameter %2 names column %3, which its input does not have (it has: %4)</source>
        <translation>Knoten %1: Parameter %2 nennt die Spalte %3, die sein Eingang nicht hat (er hat: %4)</translation>
    </message>
    <message>
        <source>node %1: parameter %2: %3</source>
        <translation>Knoten %1: Parameter %2: %3</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>backend &apos;%1&apos; is not available; use sequential, threads, processes or slurm</source>
        <translation>Backend „%1“ ist nicht verfügbar; verwenden Sie sequential, threads, processes oder slurm</translation>
    </message>
    <message>
        <source>%1 runs programs or reaches outside its folder and is not trusted yet; check what it does, then run it with --trust:
  %2</source>
        <translation>%1 führt Programme aus oder greift über seinen Ordner hinaus und ist noch nicht vertrauenswürdig; prüfen Sie, was es tut, und starten Sie es dann mit --trust:
  %2</translation>
    </message>
    <message>
        <source>no node &apos;%1&apos; in %2</source>
        <translation>kein Knoten „%1“ in %2</translation>
    </message>
</context>
<context>
    <name>SharedMemoryFolder</name>
    <message>
        <source>cannot create the shared-memory folder %1: %2</source>
        <translation>der Shared-Memory-Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>SlurmClient</name>
    <message>
        <source>cannot run %1: %2</source>
        <translation>%1 kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>%1 failed with exit code %2</source>
        <translation>%1 ist mit Exit-Code %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
</context>
<context>
    <name>SlurmJobFolder</name>
    <message>
        <source>cannot create the Slurm job folder %1</source>
        <translation>der Slurm-Job-Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a job description this weft-worker reads</source>
        <translation>%1 ist keine Jobbeschreibung, die dieser weft-worker liest</translation>
    </message>
    <message>
        <source>%1 has no outcome for node &apos;%2&apos;</source>
        <translation>%1 enthält kein Ergebnis für Knoten &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>SlurmJobs</name>
    <message>
        <source>node &apos;%1&apos; was cancelled</source>
        <translation>Knoten &apos;%1&apos; wurde abgebrochen</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; could not be submitted to Slurm: %2</source>
        <translation>Knoten &apos;%1&apos; konnte nicht an Slurm übermittelt werden: %2</translation>
    </message>
    <message>
        <source>Slurm cannot be asked about job %1: %2</source>
        <translation>Slurm kann nicht nach Job %1 gefragt werden: %2</translation>
    </message>
    <message>
        <source>Slurm job %1 ended without writing its exit code: it was lost (%2)</source>
        <translation>Slurm-Job %1 endete, ohne seinen Exit-Code zu schreiben: er ging verloren (%2)</translation>
    </message>
    <message>
        <source>no longer in the queue</source>
        <translation>nicht mehr in der Warteschlange</translation>
    </message>
    <message>
        <source>Slurm job %1 was preempted and could not be submitted again: %2</source>
        <translation>Slurm-Job %1 wurde verdrängt und konnte nicht erneut übermittelt werden: %2</translation>
    </message>
    <message>
        <source>Slurm job %1 ended %2%3%4</source>
        <translation>Slurm-Job %1 endete mit %2%3%4</translation>
    </message>
    <message>
        <source>%1 (Slurm job %2)</source>
        <translation>%1 (Slurm-Job %2)</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: %2</source>
        <translation>Knoten &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cancelled, with Slurm job %1</source>
        <translation>abgebrochen, samt Slurm-Job %1</translation>
    </message>
    <message>
        <source>Slurm job %1 ended %2%3 (from accounting)%4</source>
        <translation>Slurm-Job %1 endete %2%3 (laut Accounting)%4</translation>
    </message>
    <message>
        <source>accounting says %1</source>
        <translation>laut Accounting %1</translation>
    </message>
</context>
<context>
    <name>SqliteConnection</name>
    <message>
        <source>%1: the database file does not exist</source>
        <translation>%1: die Datenbankdatei existiert nicht</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: die Datenbank kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>SqliteDatabase</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>SqliteQueryReader</name>
    <message>
        <source>in the query</source>
        <translation>in der Abfrage</translation>
    </message>
    <message>
        <source>%1: the query is empty</source>
        <translation>%1: die Abfrage ist leer</translation>
    </message>
    <message>
        <source>%1: the query holds more than one statement; give a single SELECT</source>
        <translation>%1: die Abfrage enthält mehr als eine Anweisung; geben Sie ein einzelnes SELECT an</translation>
    </message>
    <message>
        <source>%1: the query returns no columns; give a SELECT</source>
        <translation>%1: die Abfrage liefert keine Spalten; geben Sie ein SELECT an</translation>
    </message>
    <message>
        <source>%1: the query returns two columns named &apos;%2&apos;; rename one with AS</source>
        <translation>%1: die Abfrage liefert zwei Spalten namens &apos;%2&apos;; benennen Sie eine mit AS um</translation>
    </message>
    <message>
        <source>%1: the query was cancelled</source>
        <translation>%1: die Abfrage wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>SqliteReadOperator</name>
    <message>
        <source>Read SQLite</source>
        <translation>SQLite lesen</translation>
    </message>
    <message>
        <source>Runs one SQL query on an SQLite database file and passes on its rows as a table. The file is opened read-only, so the query cannot change it. Column types follow the values: integers, reals (any real makes the column float), text; BOOLEAN columns of 0/1 become booleans; NULL is a null.</source>
        <translation>Führt eine SQL-Abfrage auf einer SQLite-Datenbankdatei aus und gibt ihre Zeilen als Tabelle weiter. Die Datei wird schreibgeschützt geöffnet, sodass die Abfrage sie nicht ändern kann. Die Spaltentypen richten sich nach den Werten: Ganzzahlen, Gleitkommazahlen (ein einziger REAL-Wert macht die Spalte zur Gleitkommaspalte), Text; BOOLEAN-Spalten mit 0/1 werden boolesch; NULL wird zum Nullwert.</translation>
    </message>
    <message>
        <source>The query&apos;s rows.</source>
        <translation>Die Zeilen der Abfrage.</translation>
    </message>
    <message>
        <source>The SQLite database file, relative to the project&apos;s folder.</source>
        <translation>Die SQLite-Datenbankdatei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>One SQL statement that returns rows, e.g. SELECT * FROM orders.</source>
        <translation>Eine SQL-Anweisung, die Zeilen liefert, z. B. SELECT * FROM orders.</translation>
    </message>
</context>
<context>
    <name>SqliteTableView</name>
    <message>
        <source>cannot make the table readable to SQL</source>
        <translation>die Tabelle kann SQL nicht lesbar gemacht werden</translation>
    </message>
</context>
<context>
    <name>SqliteTableWriter</name>
    <message>
        <source>table &apos;%1&apos;</source>
        <translation>Tabelle &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2: the input has no columns</source>
        <translation>%1: %2: die Eingabe hat keine Spalten</translation>
    </message>
    <message>
        <source>%1: %2 has no column &apos;%3&apos; to append to (its columns: %4)</source>
        <translation>%1: %2 hat keine Spalte &apos;%3&apos;, an die angehängt werden kann (ihre Spalten: %4)</translation>
    </message>
    <message>
        <source>%1: writing %2 was cancelled</source>
        <translation>%1: das Schreiben von %2 wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>SqliteWriteOperator</name>
    <message>
        <source>Write SQLite</source>
        <translation>SQLite schreiben</translation>
    </message>
    <message>
        <source>The rows to write.</source>
        <translation>Die zu schreibenden Zeilen.</translation>
    </message>
    <message>
        <source>The SQLite database file, relative to the project&apos;s folder.</source>
        <translation>Die SQLite-Datenbankdatei, relativ zum Projektordner.</translation>
    </message>
    <message>
        <source>The name of the table in the database.</source>
        <translation>Der Name der Tabelle in der Datenbank.</translation>
    </message>
    <message>
        <source>replace: drop the table first; append: add rows (the table&apos;s columns must include the input&apos;s).</source>
        <translation>replace: die Tabelle zuerst löschen; append: Zeilen anhängen (die Spalten der Tabelle müssen die der Eingabe umfassen).</translation>
    </message>
    <message>
        <source>the parameter table (the table&apos;s name) is empty</source>
        <translation>der Parameter table (der Name der Tabelle) ist leer</translation>
    </message>
    <message>
        <source>mode &apos;%1&apos; is not one of replace, append</source>
        <translation>mode &apos;%1&apos; ist keiner der Werte replace, append</translation>
    </message>
    <message>
        <source>Writes a table into a table of an SQLite database file (created, with its folder, when missing), in one transaction: a failure leaves the database as it was, and a database that did not exist is created only when complete. Replace swaps the whole table; append adds the rows to it.</source>
        <translation>Schreibt eine Tabelle in eine Tabelle einer SQLite-Datenbankdatei (die samt Ordner angelegt wird, falls sie fehlt), in einer einzigen Transaktion: Bei einem Fehler bleibt die Datenbank unverändert, und eine neue Datenbank entsteht erst, wenn sie vollständig ist. Der Modus replace ersetzt die gesamte Tabelle; append hängt die Zeilen an.</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Nodes: %1   ·   Edges: %2</source>
        <translation>Knoten: %1   ·   Kanten: %2</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Actual size (Ctrl+1)</source>
        <translation>Originalgröße (Strg+1)</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Strg++)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit to view (Ctrl+0)</source>
        <translation>An Ansicht anpassen (Strg+0)</translation>
    </message>
    <message>
        <source>Nodes: %1   ·   Edges: %2   ·   Selected: %3</source>
        <translation>Knoten: %1   ·   Kanten: %2   ·   Ausgewählt: %3</translation>
    </message>
    <message>
        <source>going</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>replayed</source>
        <translation>wiedergegeben</translation>
    </message>
    <message>
        <source>Run %1 (history) %2   ·   %3 s   ·   %4 of %5 tasks   ·   %6 %</source>
        <extracomment>A run from the history in the status bar: &quot;Run 12 (history) succeeded · 3.2 s · 5 of 5 tasks · 100 %&quot;.</extracomment>
        <translation>Lauf %1 (Verlauf) %2   ·   %3 s   ·   %4 von %5 Aufgaben   ·   %6 %</translation>
    </message>
    <message>
        <source>Run %1   ·   %2 s   ·   %3 of %4 tasks   ·   %5 %</source>
        <translation>Lauf %1   ·   %2 s   ·   %3 von %4 Aufgaben   ·   %5 %</translation>
    </message>
</context>
<context>
    <name>StoreSchema</name>
    <message>
        <source>%1: cannot read the schema version: %2</source>
        <translation>%1: die Schemaversion kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the run store has schema version %2, newer than version %3 that this Weft reads; use a newer Weft or another --store</source>
        <translation>%1: der Laufspeicher hat die Schemaversion %2, neuer als Version %3, die diese Weft-Version liest; verwenden Sie eine neuere Weft-Version oder einen anderen --store</translation>
    </message>
    <message>
        <source>migrating the run store from version %1 to %2 failed: %3</source>
        <translation>die Migration des Laufspeichers von Version %1 auf %2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 is not a Weft run store</source>
        <translation>%1 ist kein Weft-Laufspeicher</translation>
    </message>
    <message>
        <source>%1 is not a Weft run store: it holds a view, a trigger or a virtual table</source>
        <translation>%1 ist kein Weft-Laufspeicher: er enthält eine Sicht, einen Trigger oder eine virtuelle Tabelle</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; a run store must be a file of its own</source>
        <translation>%1 ist ein symbolischer Link; ein Laufspeicher muss eine eigene Datei sein</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>column &apos;%1&apos; has %2 rows, the table has %3</source>
        <translation>Spalte &apos;%1&apos; hat %2 Zeilen, die Tabelle hat %3</translation>
    </message>
    <message>
        <source>the table already has a column named &apos;%1&apos;</source>
        <translation>die Tabelle hat bereits eine Spalte namens &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>TableCodec</name>
    <message>
        <source>encoded table is truncated: %1 bytes needed at offset %2 of %3</source>
        <translation>kodierte Tabelle ist abgeschnitten: %1 Bytes an Offset %2 von %3 benötigt</translation>
    </message>
    <message>
        <source>encoded table has a bad string offset in column &apos;%1&apos;, row %2</source>
        <translation>kodierte Tabelle hat einen ungültigen String-Offset in Spalte &apos;%1&apos;, Zeile %2</translation>
    </message>
    <message>
        <source>encoded table has an unknown column type %1</source>
        <translation>kodierte Tabelle hat einen unbekannten Spaltentyp %1</translation>
    </message>
    <message>
        <source>not an encoded table (bad magic)</source>
        <translation>keine kodierte Tabelle (ungültige Magic Number)</translation>
    </message>
    <message>
        <source>encoded table claims %1 rows</source>
        <translation>kodierte Tabelle gibt %1 Zeilen an</translation>
    </message>
    <message>
        <source>encoded table repeats column &apos;%1&apos;</source>
        <translation>kodierte Tabelle wiederholt Spalte &apos;%1&apos;</translation>
    </message>
    <message>
        <source>encoded table has %1 bytes after its last column</source>
        <translation>kodierte Tabelle hat %1 Bytes nach ihrer letzten Spalte</translation>
    </message>
</context>
<context>
    <name>TableConcatOperator</name>
    <message>
        <source>Concatenate tables</source>
        <translation>Tabellen verketten</translation>
    </message>
    <message>
        <source>Stacks the rows of the input tables in edge order. Columns are matched by name: &apos;all&apos; keeps every column (null where a table lacks it), &apos;common&apos; only those every table has. A column whose types differ becomes float (numbers) or text.</source>
        <translation>Stapelt die Zeilen der Eingabetabellen in Kantenreihenfolge untereinander. Spalten werden über ihren Namen zugeordnet: &apos;all&apos; behält jede Spalte (Nullwert, wo eine Tabelle sie nicht hat), &apos;common&apos; nur die, die jede Tabelle hat. Eine Spalte mit unterschiedlichen Typen wird zu Gleitkomma (Zahlen) oder Text.</translation>
    </message>
    <message>
        <source>The tables to stack, in edge order.</source>
        <translation>Die zu stapelnden Tabellen, in Kantenreihenfolge.</translation>
    </message>
    <message>
        <source>All their rows.</source>
        <translation>Alle ihre Zeilen.</translation>
    </message>
    <message>
        <source>Which columns the result has.</source>
        <translation>Welche Spalten das Ergebnis hat.</translation>
    </message>
    <message>
        <source>expected a table on input %1, received %2</source>
        <translation>an Eingang %1 wurde eine Tabelle erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>no table arrived on the input</source>
        <translation>am Eingang ist keine Tabelle angekommen</translation>
    </message>
    <message>
        <source>columns &apos;%1&apos; is not one of all, common</source>
        <translation>columns &apos;%1&apos; ist keiner der Werte all, common</translation>
    </message>
</context>
<context>
    <name>TableDeriveOperator</name>
    <message>
        <source>Derive column</source>
        <translation>Spalte ableiten</translation>
    </message>
    <message>
        <source>The table to extend.</source>
        <translation>Die zu erweiternde Tabelle.</translation>
    </message>
    <message>
        <source>The input table with the derived column.</source>
        <translation>Die Eingangstabelle mit der abgeleiteten Spalte.</translation>
    </message>
    <message>
        <source>Name of the column to add or replace.</source>
        <translation>Name der hinzuzufügenden oder zu ersetzenden Spalte.</translation>
    </message>
    <message>
        <source>the column name is empty</source>
        <translation>der Spaltenname ist leer</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;</source>
        <translation>Spalte &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Adds a column computed by an expression. A numeric formula such as &apos;price * quantity&apos; or &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser syntax; boolean columns count as 0 and 1) gives a float column. Any other expression is SQL (SQLite&apos;s syntax) and may use text columns and text functions, e.g. &quot;to_number(replace(price, &apos;USD&apos;, &apos;&apos;))&quot;, &quot;lower(strip(name))&quot; or &quot;flag = &apos;t&apos;&quot;; its column is text, integer or float as its values are. A column of the same name is replaced in place. A row where a column the expression reads is null gets a null.</source>
        <translation>Fügt eine Spalte hinzu, die mit einem Ausdruck berechnet wird. Eine numerische Formel wie &apos;price * quantity&apos; oder &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser-Syntax; boolesche Spalten zählen als 0 und 1) ergibt eine Gleitkommaspalte. Jeder andere Ausdruck ist SQL (SQLite-Syntax) und darf Textspalten und Textfunktionen verwenden, z. B. „to_number(replace(price, &apos;USD&apos;, &apos;&apos;))“, „lower(strip(name))“ oder „flag = &apos;t&apos;“; seine Spalte ist Text, Ganzzahl oder Gleitkommazahl, je nach ihren Werten. Eine gleichnamige Spalte wird an ihrer Stelle ersetzt. Eine Zeile, in der eine vom Ausdruck gelesene Spalte einen Nullwert hat, erhält einen Nullwert.</translation>
    </message>
    <message>
        <source>The formula or SQL expression; column names are its variables (in SQL, a name such as &quot;unit price&quot; goes in double quotes and text in single quotes).</source>
        <translation>Die Formel oder der SQL-Ausdruck; Spaltennamen sind seine Variablen (in SQL steht ein Name wie &quot;unit price&quot; in doppelten und Text in einfachen Anführungszeichen).</translation>
    </message>
</context>
<context>
    <name>TableDropMissingOperator</name>
    <message>
        <source>Drop missing rows</source>
        <translation>Zeilen mit fehlenden Werten entfernen</translation>
    </message>
    <message>
        <source>Drops every row with a missing value (a null, or NaN in a float column) in one of the named columns, or in any column when none are named, as pandas&apos; dropna does. The other rows keep their order.</source>
        <translation>Entfernt jede Zeile mit einem fehlenden Wert (einem Nullwert oder NaN in einer Gleitkommaspalte) in einer der genannten Spalten, oder in irgendeiner Spalte, wenn keine genannt ist, wie es dropna in pandas tut. Die übrigen Zeilen behalten ihre Reihenfolge.</translation>
    </message>
    <message>
        <source>The table to clean.</source>
        <translation>Die zu bereinigende Tabelle.</translation>
    </message>
    <message>
        <source>The rows without missing values.</source>
        <translation>Die Zeilen ohne fehlende Werte.</translation>
    </message>
    <message>
        <source>The columns to look at, separated by commas; empty for all columns.</source>
        <translation>Die zu prüfenden Spalten, durch Kommas getrennt; leer für alle Spalten.</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>columns: %1</translation>
    </message>
</context>
<context>
    <name>TableExpression</name>
    <message>
        <source>the expression &apos;%1&apos; for %2: %3</source>
        <translation>der Ausdruck &apos;%1&apos; für %2: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds text, not numbers</source>
        <translation>Spalte &apos;%1&apos; enthält Text, keine Zahlen</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos; (the numeric columns: %2)</source>
        <translation>unbekannte Spalte &apos;%1&apos; (die numerischen Spalten: %2)</translation>
    </message>
    <message>
        <source>it gives %1 values separated by commas; one is expected</source>
        <translation>er liefert %1 durch Kommas getrennte Werte; erwartet wird einer</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>TableFillMissingOperator</name>
    <message>
        <source>Fill missing values</source>
        <translation>Fehlende Werte füllen</translation>
    </message>
    <message>
        <source>Replaces missing values (nulls, and NaN in float columns) with a value, one for all columns or one per column, or with the last value before them (forward) or the next after them (backward), as pandas&apos; fillna, ffill and bfill do. Columns keep their types; a column without missing values is shared, not copied.</source>
        <translation>Ersetzt fehlende Werte (Nullwerte und NaN in Gleitkommaspalten) durch einen Wert, einen für alle Spalten oder einen je Spalte, oder durch den letzten Wert davor (forward) oder den nächsten danach (backward), wie es fillna, ffill und bfill in pandas tun. Spalten behalten ihren Typ; eine Spalte ohne fehlende Werte wird geteilt, nicht kopiert.</translation>
    </message>
    <message>
        <source>The table to fill.</source>
        <translation>Die zu füllende Tabelle.</translation>
    </message>
    <message>
        <source>The table with its missing values filled.</source>
        <translation>Die Tabelle mit gefüllten fehlenden Werten.</translation>
    </message>
    <message>
        <source>value: the given value; forward: the last value above; backward: the next value below.</source>
        <translation>value: der angegebene Wert; forward: der letzte Wert darüber; backward: der nächste Wert darunter.</translation>
    </message>
    <message>
        <source>The value for the missing values of every chosen column, read as the column&apos;s type (e.g. 0, 2.5, true, unknown); with forward or backward, for those with nothing above or below.</source>
        <translation>Der Wert für die fehlenden Werte jeder gewählten Spalte, gelesen als Typ der Spalte (z. B. 0, 2.5, true, unknown); mit forward oder backward für die, die nichts darüber oder darunter haben.</translation>
    </message>
    <message>
        <source>The columns to fill, separated by commas, each &apos;name&apos; or &apos;name = value&apos; for a value of its own; empty for all columns.</source>
        <translation>Die zu füllenden Spalten, durch Kommas getrennt, jeweils &apos;Name&apos; oder &apos;Name = Wert&apos; für einen eigenen Wert; leer für alle Spalten.</translation>
    </message>
    <message>
        <source>method &apos;%1&apos; is not one of value, forward, backward</source>
        <translation>method &apos;%1&apos; ist keiner der Werte value, forward, backward</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has missing values but no value to fill them with; give value, or &apos;%1 = …&apos; in columns</source>
        <translation>Spalte &apos;%1&apos; hat fehlende Werte, aber keinen Wert, mit dem sie gefüllt werden; geben Sie value an oder &apos;%1 = …&apos; in columns</translation>
    </message>
    <message>
        <source>columns: the table has no column &apos;%1&apos; (its columns: %2)</source>
        <translation>columns: die Tabelle hat keine Spalte &apos;%1&apos; (ihre Spalten: %2)</translation>
    </message>
    <message>
        <source>the value &apos;%1&apos; for column &apos;%2&apos; is not %3</source>
        <translation>der Wert &apos;%1&apos; für Spalte &apos;%2&apos; ist nicht %3</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>TableFilterOperator</name>
    <message>
        <source>Filter rows</source>
        <translation>Zeilen filtern</translation>
    </message>
    <message>
        <source>The table to filter.</source>
        <translation>Die zu filternde Tabelle.</translation>
    </message>
    <message>
        <source>The rows that meet the condition, in their order.</source>
        <translation>Die Zeilen, die die Bedingung erfüllen, in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>the condition</source>
        <translation>die Bedingung</translation>
    </message>
    <message>
        <source>Keeps the rows where a condition is true: a numeric formula such as &apos;co2 &gt; 350 &amp;&amp; date &gt;= 19900101&apos; (muparser syntax; boolean columns count as 0 and 1) or else an SQL expression (SQLite&apos;s syntax) that may use text columns and text functions, e.g. &quot;flag = &apos;t&apos; AND contains(lower(name), &apos;berlin&apos;)&quot;. Rows where the condition is null or NaN are dropped.</source>
        <translation>Behält die Zeilen, in denen eine Bedingung wahr ist: eine numerische Formel wie &apos;co2 &gt; 350 &amp;&amp; date &gt;= 19900101&apos; (muparser-Syntax; boolesche Spalten zählen als 0 und 1) oder sonst ein SQL-Ausdruck (SQLite-Syntax), der Textspalten und Textfunktionen verwenden darf, z. B. „flag = &apos;t&apos; AND contains(lower(name), &apos;berlin&apos;)“. Zeilen, in denen die Bedingung einen Nullwert oder NaN ergibt, werden verworfen.</translation>
    </message>
    <message>
        <source>The formula or SQL expression a row must make true (non-zero) to be kept; column names are its variables.</source>
        <translation>Die Formel oder der SQL-Ausdruck, der für eine Zeile wahr (ungleich 0) sein muss, damit sie behalten wird; Spaltennamen sind seine Variablen.</translation>
    </message>
</context>
<context>
    <name>TableGroupOperator</name>
    <message>
        <source>Group and aggregate</source>
        <translation>Gruppieren und aggregieren</translation>
    </message>
    <message>
        <source>Groups rows with equal values in the key columns and computes aggregates for each group: count, count(column), sum, mean, min, max, std (sample, N - 1), first, last. Nulls and NaNs are skipped; a null key is a group of its own. Groups come in the order their first row appears.</source>
        <translation>Gruppiert Zeilen mit gleichen Werten in den Schlüsselspalten und berechnet Aggregate für jede Gruppe: count, count(Spalte), sum, mean, min, max, std (Stichprobe, N - 1), first, last. Nullwerte und NaNs werden übersprungen; ein Nullwert als Schlüssel bildet eine eigene Gruppe. Die Gruppen erscheinen in der Reihenfolge ihrer ersten Zeile.</translation>
    </message>
    <message>
        <source>The rows to group.</source>
        <translation>Die zu gruppierenden Zeilen.</translation>
    </message>
    <message>
        <source>The key columns, then one column per aggregate.</source>
        <translation>Die Schlüsselspalten, dann eine Spalte pro Aggregat.</translation>
    </message>
    <message>
        <source>Key columns separated by commas; empty makes one group of all rows.</source>
        <translation>Schlüsselspalten, durch Kommas getrennt; leer bildet eine Gruppe aus allen Zeilen.</translation>
    </message>
    <message>
        <source>Aggregates separated by commas, e.g. &apos;count, mean(price) as avg_price, max(year)&apos;. Unnamed ones are called function_column.</source>
        <translation>Aggregate, durch Kommas getrennt, z. B. &apos;count, mean(price) as avg_price, max(year)&apos;. Unbenannte heißen function_column.</translation>
    </message>
    <message>
        <source>aggregates: the result would have two columns named &apos;%1&apos;; name one with &apos;as&apos;</source>
        <translation>aggregates: das Ergebnis hätte zwei Spalten namens &apos;%1&apos;; benennen Sie eine mit &apos;as&apos;</translation>
    </message>
    <message>
        <source>aggregates: &apos;%1&apos; is not function(column) [as name] with a function among %2</source>
        <translation>aggregates: &apos;%1&apos; hat nicht die Form Funktion(Spalte) [as Name] mit einer Funktion aus %2</translation>
    </message>
    <message>
        <source>aggregates: %1 needs a column, as in %1(price)</source>
        <translation>aggregates: %1 braucht eine Spalte, wie in %1(price)</translation>
    </message>
    <message>
        <source>aggregates: %1 needs numbers, but column &apos;%2&apos; holds text</source>
        <translation>aggregates: %1 braucht Zahlen, aber Spalte &apos;%2&apos; enthält Text</translation>
    </message>
</context>
<context>
    <name>TableHeadOperator</name>
    <message>
        <source>First rows</source>
        <translation>Erste Zeilen</translation>
    </message>
    <message>
        <source>Keeps the first rows of a table, all of them when it has fewer.</source>
        <translation>Behält die ersten Zeilen einer Tabelle, oder alle, wenn sie weniger hat.</translation>
    </message>
    <message>
        <source>The table to cut.</source>
        <translation>Die zu kürzende Tabelle.</translation>
    </message>
    <message>
        <source>The first rows, in their order.</source>
        <translation>Die ersten Zeilen, in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>How many rows to keep (0 or more).</source>
        <translation>Anzahl der zu behaltenden Zeilen (0 oder mehr).</translation>
    </message>
    <message>
        <source>rows is %1; it must be 0 or more</source>
        <translation>rows ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
</context>
<context>
    <name>TableJoinOperator</name>
    <message>
        <source>Join tables</source>
        <translation>Tabellen verknüpfen</translation>
    </message>
    <message>
        <source>The left table.</source>
        <translation>Die linke Tabelle.</translation>
    </message>
    <message>
        <source>The right table.</source>
        <translation>Die rechte Tabelle.</translation>
    </message>
    <message>
        <source>The matched rows.</source>
        <translation>Die zugeordneten Zeilen.</translation>
    </message>
    <message>
        <source>Key columns separated by commas: &apos;id&apos; when both tables name it so, &apos;left name = right name&apos; otherwise.</source>
        <translation>Schlüsselspalten, durch Kommas getrennt: &apos;id&apos;, wenn beide Tabellen sie so nennen, sonst &apos;linker Name = rechter Name&apos;.</translation>
    </message>
    <message>
        <source>inner: matched rows only; left: every left row (nulls where nothing matched); outer: every row of both.</source>
        <translation>inner: nur zugeordnete Zeilen; left: jede linke Zeile (Nullwerte, wo nichts passte); outer: jede Zeile beider Tabellen.</translation>
    </message>
    <message>
        <source>Appended to a right column whose name the left table has too.</source>
        <translation>Wird an eine rechte Spalte angehängt, deren Namen auch die linke Tabelle hat.</translation>
    </message>
    <message>
        <source>how &apos;%1&apos; is not one of inner, left, outer</source>
        <translation>how &apos;%1&apos; ist keiner der Werte inner, left, outer</translation>
    </message>
    <message>
        <source>on is empty; name the key columns</source>
        <translation>on ist leer; nennen Sie die Schlüsselspalten</translation>
    </message>
    <message>
        <source>on: the left table has no column &apos;%1&apos; (its columns: %2)</source>
        <translation>on: die linke Tabelle hat keine Spalte &apos;%1&apos; (ihre Spalten: %2)</translation>
    </message>
    <message>
        <source>on: the right table has no column &apos;%1&apos; (its columns: %2)</source>
        <translation>on: die rechte Tabelle hat keine Spalte &apos;%1&apos; (ihre Spalten: %2)</translation>
    </message>
    <message>
        <source>on: left column &apos;%1&apos; holds %2 but right column &apos;%3&apos; holds %4; keys must both be text or both numbers</source>
        <translation>on: die linke Spalte &apos;%1&apos; enthält %2, aber die rechte Spalte &apos;%3&apos; enthält %4; Schlüssel müssen beide Text oder beide Zahlen sein</translation>
    </message>
    <message>
        <source>suffix: the right column &apos;%1&apos; would be named &apos;%2&apos;, which the result already has</source>
        <translation>suffix: die rechte Spalte &apos;%1&apos; würde &apos;%2&apos; heißen, aber diesen Namen hat das Ergebnis bereits</translation>
    </message>
    <message>
        <source>Matches the rows of two tables on key columns, as SQL&apos;s JOIN does. The result has the left table&apos;s columns, then the right table&apos;s other columns (a name both have gets the suffix). A key both tables name alike appears once; keys named differently (&apos;id = customer_id&apos;) both stay, as with pandas&apos; left_on and right_on. Numbers match by value (2 and 2.0 are equal); null keys match nothing. Rows keep the left table&apos;s order.</source>
        <translation>Ordnet die Zeilen zweier Tabellen über Schlüsselspalten einander zu, wie es JOIN in SQL tut. Das Ergebnis hat die Spalten der linken Tabelle, dann die übrigen Spalten der rechten Tabelle (ein Name, den beide haben, erhält das Suffix). Ein Schlüssel, den beide Tabellen gleich nennen, erscheint einmal; verschieden benannte Schlüssel (&apos;id = customer_id&apos;) bleiben beide erhalten, wie bei left_on und right_on in pandas. Zahlen werden nach Wert verglichen (2 und 2.0 sind gleich); Nullwert-Schlüssel passen zu nichts. Die Zeilen behalten die Reihenfolge der linken Tabelle.</translation>
    </message>
</context>
<context>
    <name>TableOperatorSupport</name>
    <message>
        <source>expected a table on the input, received %1</source>
        <translation>am Eingang wurde eine Tabelle erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the delimiter &apos;%1&apos; is not one ASCII character (use &apos;\t&apos; for a tab); it may not be a quote or a line break</source>
        <translation>das Trennzeichen &apos;%1&apos; ist kein einzelnes ASCII-Zeichen (verwenden Sie &apos;\t&apos; für einen Tabulator); es darf weder ein Anführungszeichen noch ein Zeilenumbruch sein</translation>
    </message>
    <message>
        <source>the table has no column &apos;%1&apos; (its columns: %2)</source>
        <translation>die Tabelle hat keine Spalte &apos;%1&apos; (ihre Spalten: %2)</translation>
    </message>
    <message>
        <source>The character between fields: &apos;,&apos; for CSV, &apos;;&apos;, or &apos;\t&apos; for tab-separated files.</source>
        <translation>Das Zeichen zwischen den Feldern: &apos;,&apos; für CSV, &apos;;&apos; oder &apos;\t&apos; für tabulatorgetrennte Dateien.</translation>
    </message>
</context>
<context>
    <name>TableSampleOperator</name>
    <message>
        <source>Sample rows</source>
        <translation>Stichprobe ziehen</translation>
    </message>
    <message>
        <source>Picks rows at random: a number of rows, or a fraction of the table when the fraction is above 0. Without replacement each row is picked at most once and the rows keep their order; the same seed picks the same rows.</source>
        <translation>Wählt Zeilen zufällig aus: eine Anzahl von Zeilen oder einen Anteil der Tabelle, wenn der Anteil größer als 0 ist. Ohne Zurücklegen wird jede Zeile höchstens einmal gewählt und die Zeilen behalten ihre Reihenfolge; derselbe Seed wählt dieselben Zeilen.</translation>
    </message>
    <message>
        <source>The table to sample.</source>
        <translation>Die Tabelle, aus der gezogen wird.</translation>
    </message>
    <message>
        <source>The picked rows.</source>
        <translation>Die gewählten Zeilen.</translation>
    </message>
    <message>
        <source>How many rows to pick (0 or more).</source>
        <translation>Wie viele Zeilen gewählt werden (0 oder mehr).</translation>
    </message>
    <message>
        <source>When above 0, the share of rows to pick instead (at most 1 without replacement).</source>
        <translation>Wenn größer als 0, stattdessen der Anteil der zu wählenden Zeilen (ohne Zurücklegen höchstens 1).</translation>
    </message>
    <message>
        <source>The seed; the same seed picks the same rows.</source>
        <translation>Der Seed; derselbe Seed wählt dieselben Zeilen.</translation>
    </message>
    <message>
        <source>Pick with replacement: a row may come more than once.</source>
        <translation>Mit Zurücklegen ziehen: eine Zeile kann mehrmals vorkommen.</translation>
    </message>
    <message>
        <source>fraction is %1; it must be from 0 to 1%2</source>
        <translation>fraction ist %1; der Wert muss 0 bis 1%2 sein</translation>
    </message>
    <message>
        <source> or above</source>
        <translation> oder mehr</translation>
    </message>
    <message>
        <source>rows is %1; it must be 0 or more</source>
        <translation>rows ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
    <message>
        <source>the table is empty; there is nothing to pick from</source>
        <translation>die Tabelle ist leer; es gibt nichts zum Auswählen</translation>
    </message>
</context>
<context>
    <name>TableSelectOperator</name>
    <message>
        <source>Select columns</source>
        <translation>Spalten auswählen</translation>
    </message>
    <message>
        <source>Keeps the named columns in the order given, renaming those written &apos;name as new name&apos;. With &apos;keep the rest&apos; the other columns follow unchanged, so a rename alone is &apos;price as unit_price&apos;. Columns are shared with the input, not copied.</source>
        <translation>Behält die genannten Spalten in der angegebenen Reihenfolge und benennt die als &apos;Name as neuer Name&apos; geschriebenen um. Mit &apos;keep_rest&apos; folgen die übrigen Spalten unverändert, sodass eine reine Umbenennung &apos;price as unit_price&apos; lautet. Spalten werden mit der Eingabe geteilt, nicht kopiert.</translation>
    </message>
    <message>
        <source>The table to pick from.</source>
        <translation>Die Tabelle, aus der ausgewählt wird.</translation>
    </message>
    <message>
        <source>The chosen columns.</source>
        <translation>Die gewählten Spalten.</translation>
    </message>
    <message>
        <source>Columns separated by commas, each &apos;name&apos; or &apos;name as new name&apos;.</source>
        <translation>Spalten, durch Kommas getrennt, jeweils &apos;Name&apos; oder &apos;Name as neuer Name&apos;.</translation>
    </message>
    <message>
        <source>Keep the columns not named, after the named ones.</source>
        <translation>Die nicht genannten Spalten nach den genannten behalten.</translation>
    </message>
    <message>
        <source>columns is empty; name at least one column</source>
        <translation>columns ist leer; nennen Sie mindestens eine Spalte</translation>
    </message>
    <message>
        <source>columns: the result would have two columns named &apos;%1&apos;</source>
        <translation>columns: das Ergebnis hätte zwei Spalten namens &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>TableSortOperator</name>
    <message>
        <source>Sort rows</source>
        <translation>Zeilen sortieren</translation>
    </message>
    <message>
        <source>Orders the rows by one column, ascending or descending. The sort is stable: rows with equal values keep their order. Nulls (and NaN) come last either way; text is ordered by Unicode code point.</source>
        <translation>Sortiert die Zeilen nach einer Spalte, auf- oder absteigend. Die Sortierung ist stabil: Zeilen mit gleichen Werten behalten ihre Reihenfolge. Nullwerte (und NaN) stehen in beiden Fällen am Ende; Text wird nach Unicode-Codepunkt sortiert.</translation>
    </message>
    <message>
        <source>The table to sort.</source>
        <translation>Die zu sortierende Tabelle.</translation>
    </message>
    <message>
        <source>The same rows in sorted order.</source>
        <translation>Dieselben Zeilen in sortierter Reihenfolge.</translation>
    </message>
    <message>
        <source>Name of the column to sort by.</source>
        <translation>Name der Spalte, nach der sortiert wird.</translation>
    </message>
    <message>
        <source>Largest values first instead of smallest first.</source>
        <translation>Größte Werte zuerst statt kleinste zuerst.</translation>
    </message>
</context>
<context>
    <name>TableSqlExpression</name>
    <message>
        <source>the expression &apos;%1&apos; for %2: %3</source>
        <translation>der Ausdruck &apos;%1&apos; für %2: %3</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the table has no columns</source>
        <translation>die Tabelle hat keine Spalten</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos; (the columns: %2)</source>
        <translation>unbekannte Spalte &apos;%1&apos; (die Spalten: %2)</translation>
    </message>
    <message>
        <source>it holds more than one statement; give one expression</source>
        <translation>er enthält mehr als eine Anweisung; geben Sie einen Ausdruck an</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1; to_number() reads numbers written as text</source>
        <translation>%1; to_number() liest als Text geschriebene Zahlen</translation>
    </message>
</context>
<context>
    <name>TableSqlOperator</name>
    <message>
        <source>SQL query</source>
        <translation>SQL-Abfrage</translation>
    </message>
    <message>
        <source>Runs one SQL query (SQLite&apos;s dialect) over the input tables, which appear as tables named t1, t2, … in edge order, or by the names given. Everything happens in a private in-memory database; no file is touched. Column types of the result follow its values, as for Read SQLite.</source>
        <translation>Führt eine SQL-Abfrage (im SQLite-Dialekt) über die Eingabetabellen aus, die in Kantenreihenfolge als Tabellen namens t1, t2, … erscheinen oder unter den angegebenen Namen. Alles geschieht in einer privaten In-Memory-Datenbank; keine Datei wird berührt. Die Spaltentypen des Ergebnisses richten sich nach seinen Werten, wie bei „SQLite lesen“.</translation>
    </message>
    <message>
        <source>One or more tables, in edge order.</source>
        <translation>Eine oder mehrere Tabellen, in Kantenreihenfolge.</translation>
    </message>
    <message>
        <source>The query&apos;s rows.</source>
        <translation>Die Zeilen der Abfrage.</translation>
    </message>
    <message>
        <source>One SQL statement that returns rows, e.g. SELECT a.id, b.total FROM t1 AS a JOIN t2 AS b USING (id).</source>
        <translation>Eine SQL-Anweisung, die Zeilen liefert, z. B. SELECT a.id, b.total FROM t1 AS a JOIN t2 AS b USING (id).</translation>
    </message>
    <message>
        <source>Names for the input tables in edge order, separated by commas; empty for t1, t2, …</source>
        <translation>Namen für die Eingabetabellen in Kantenreihenfolge, durch Kommas getrennt; leer für t1, t2, …</translation>
    </message>
    <message>
        <source>no table arrived on the input</source>
        <translation>am Eingang ist keine Tabelle angekommen</translation>
    </message>
    <message>
        <source>expected a table on input %1 (%2), received %3</source>
        <translation>an Eingang %1 (%2) wurde eine Tabelle erwartet, erhalten: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>input %1 (%2) has no columns</source>
        <translation>Eingang %1 (%2) hat keine Spalten</translation>
    </message>
    <message>
        <source>query: %1</source>
        <translation>query: %1</translation>
    </message>
    <message>
        <source>names gives %1 names for %2 connected tables</source>
        <translation>names gibt %1 Namen für %2 verbundene Tabellen an</translation>
    </message>
    <message>
        <source>names: name %1 is empty</source>
        <translation>names: Name %1 ist leer</translation>
    </message>
    <message>
        <source>names: &apos;%1&apos; is given twice (SQL names ignore case)</source>
        <translation>names: &apos;%1&apos; ist doppelt angegeben (SQL-Namen unterscheiden nicht zwischen Groß- und Kleinschreibung)</translation>
    </message>
</context>
<context>
    <name>TableValueOperator</name>
    <message>
        <source>Table value</source>
        <translation>Tabellenwert</translation>
    </message>
    <message>
        <source>Takes one value out of a table as a scalar: the cell of a column at a row, the number of rows (count with no column) or of non-null values, or the sum, mean, min or max of a numeric column. Nulls and NaNs are skipped; the sum of nothing is 0, the mean, min and max of nothing are null.</source>
        <translation>Entnimmt einer Tabelle einen einzelnen Wert als Skalar: die Zelle einer Spalte in einer Zeile, die Anzahl der Zeilen (count ohne Spalte) oder der Werte ungleich null, oder sum, mean, min oder max einer numerischen Spalte. Nullwerte und NaNs werden übersprungen; die Summe von nichts ist 0, mean, min und max von nichts sind null.</translation>
    </message>
    <message>
        <source>The table to take the value from.</source>
        <translation>Die Tabelle, aus der der Wert entnommen wird.</translation>
    </message>
    <message>
        <source>The value.</source>
        <translation>Der Wert.</translation>
    </message>
    <message>
        <source>What to take: one cell, or an aggregate of the column.</source>
        <translation>Was entnommen wird: eine Zelle oder ein Aggregat der Spalte.</translation>
    </message>
    <message>
        <source>The column; may be empty only for count, which then counts rows.</source>
        <translation>Die Spalte; darf nur bei count leer sein, das dann die Zeilen zählt.</translation>
    </message>
    <message>
        <source>cell: the row, from 0 (negative counts from the end: -1 is the last).</source>
        <translation>cell: die Zeile, ab 0 (negative Werte zählen vom Ende: -1 ist die letzte).</translation>
    </message>
    <message>
        <source>function %1 needs a column</source>
        <translation>Funktion %1 braucht eine Spalte</translation>
    </message>
    <message>
        <source>row %1 is not a row of a table of %2 rows</source>
        <translation>Zeile %1 ist keine Zeile einer Tabelle mit %2 Zeilen</translation>
    </message>
    <message>
        <source>function %1 needs a numeric column; &apos;%2&apos; holds text</source>
        <translation>Funktion %1 braucht eine numerische Spalte; &apos;%2&apos; enthält Text</translation>
    </message>
    <message>
        <source>function &apos;%1&apos; is not one of cell, count, sum, mean, min, max</source>
        <translation>function &apos;%1&apos; ist keiner der Werte cell, count, sum, mean, min, max</translation>
    </message>
</context>
<context>
    <name>TaskStreamPanel</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n Aufgabe</numerusform>
            <numerusform>%n Aufgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n Worker</numerusform>
            <numerusform>%n Worker</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles anzeigen</translation>
    </message>
    <message>
        <source>Tasks appear here, one lane per worker, as the run goes.</source>
        <translation>Aufgaben erscheinen hier während des Laufs, eine Bahn pro Worker.</translation>
    </message>
    <message>
        <source>%1 · task %2
worker %3 · %4 · %5</source>
        <translation>%1 · Aufgabe %2
Worker %3 · %4 · %5</translation>
    </message>
    <message>
        <source>Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run</source>
        <translation>Den ganzen Lauf zeigen und ihm folgen. In einem Diagramm (Tab oder ein Klick gibt ihm die Tasten): Mausrad oder +/− zoomen, Ziehen oder ←/→ verschieben, Doppelklick, Pos1 oder 0 zeigen den ganzen Lauf</translation>
    </message>
    <message>
        <source>waited %1 in Slurm&apos;s queue</source>
        <translation>%1 in der Slurm-Warteschlange gewartet</translation>
    </message>
</context>
<context>
    <name>TextFormat</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration under an hour: &quot;1 min 30 s&quot;.</extracomment>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration of an hour or more: &quot;2 h 5 min&quot;.</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 PB</source>
        <translation>%1 PB</translation>
    </message>
</context>
<context>
    <name>TrustDialog</name>
    <message>
        <source>Trust this project?</source>
        <translation>Diesem Projekt vertrauen?</translation>
    </message>
    <message>
        <source>Trust and Run</source>
        <translation>Vertrauen und starten</translation>
    </message>
    <message>
        <source>“%1” runs programs or reaches outside its folder.</source>
        <translation>„%1“ führt Programme aus oder greift über seinen Ordner hinaus.</translation>
    </message>
    <message>
        <source>Run it only if you trust where it came from. Weft remembers your answer until these parts of the project change.</source>
        <translation>Starten Sie es nur, wenn Sie seiner Herkunft vertrauen. Weft merkt sich Ihre Antwort, bis sich diese Teile des Projekts ändern.</translation>
    </message>
</context>
<context>
    <name>TrustedProjects</name>
    <message>
        <source>cannot remember the trusted project in %1: %2</source>
        <translation>das vertrauenswürdige Projekt kann nicht in %1 vermerkt werden: %2</translation>
    </message>
    <message>
        <source>cannot create its folder</source>
        <translation>sein Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>another weft holds its lock</source>
        <translation>ein anderes weft hält seine Sperre</translation>
    </message>
</context>
<context>
    <name>UnsavedChangesDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>Änderungen an „%1“ speichern?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
</context>
<context>
    <name>WireGesture</name>
    <message>
        <source>This node has no inputs.</source>
        <translation>Dieser Knoten hat keine Eingänge.</translation>
    </message>
    <message>
        <source>This node has no outputs.</source>
        <translation>Dieser Knoten hat keine Ausgänge.</translation>
    </message>
    <message>
        <source>Drop the connection on one of the node’s inputs.</source>
        <translation>Lassen Sie die Verbindung auf einem der Eingänge des Knotens los.</translation>
    </message>
    <message>
        <source>Drop the connection on one of the node’s outputs.</source>
        <translation>Lassen Sie die Verbindung auf einem der Ausgänge des Knotens los.</translation>
    </message>
</context>
<context>
    <name>WorkDataCodec</name>
    <message>
        <source>this dataset of kind &apos;any&apos; cannot be passed to a worker process</source>
        <translation>dieser Datensatz der Art &apos;any&apos; kann nicht an einen Worker-Prozess übergeben werden</translation>
    </message>
    <message>
        <source>encoded work data is truncated</source>
        <translation>kodierte Arbeitsdaten sind abgeschnitten</translation>
    </message>
</context>
<context>
    <name>WorkItemsOperator</name>
    <message>
        <source>Work per item</source>
        <translation>Arbeitslast pro Element</translation>
    </message>
    <message>
        <source>Stands in for a per-item operation, e.g. in a map node: passes the rows of an array (its elements along the first axis) through unchanged, keeping a core busy for the given time per row. Can fail on chosen rows, to try out per-item error handling.</source>
        <translation>Steht für eine Operation pro Element, z. B. in einem Map-Knoten: gibt die Zeilen eines Arrays (seine Elemente entlang der ersten Achse) unverändert weiter und hält dabei pro Zeile für die angegebene Zeit einen Kern beschäftigt. Kann bei gewählten Zeilen fehlschlagen, um die Fehlerbehandlung pro Element auszuprobieren.</translation>
    </message>
    <message>
        <source>The items: the array&apos;s rows.</source>
        <translation>Die Elemente: die Zeilen des Arrays.</translation>
    </message>
    <message>
        <source>The same items, unchanged.</source>
        <translation>Dieselben Elemente, unverändert.</translation>
    </message>
    <message>
        <source>Microseconds of busy work per row (0 or more).</source>
        <translation>Mikrosekunden Rechenarbeit pro Zeile (0 oder mehr).</translation>
    </message>
    <message>
        <source>Fail on every row whose first element is a positive multiple of this number (0: never).</source>
        <translation>Bei jeder Zeile fehlschlagen, deren erstes Element ein positives Vielfaches dieser Zahl ist (0: nie).</translation>
    </message>
    <message>
        <source>item_us is %1; it must be from 0 to 1000000000</source>
        <translation>item_us ist %1; der Wert muss zwischen 0 und 1000000000 liegen</translation>
    </message>
    <message>
        <source>fail_every is %1; it must be 0 or more</source>
        <translation>fail_every ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
    <message>
        <source>the input is a 0-dimensional array: it has no rows</source>
        <translation>die Eingabe ist ein 0-dimensionales Array: sie hat keine Zeilen</translation>
    </message>
    <message>
        <source>row value %1 is a multiple of %2</source>
        <translation>Zeilenwert %1 ist ein Vielfaches von %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>WorkOperator</name>
    <message>
        <source>Work</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Stands in for a real task: takes any number of inputs, sleeps or keeps a core busy for the given time, then produces an output that holds the given number of bytes of real, resident memory, so memory accounting and release show as for real data. Can fail on purpose, to try out failure handling and resume.</source>
        <translation>Steht für eine echte Aufgabe: nimmt beliebig viele Eingaben an, schläft oder hält einen Kern für die angegebene Zeit beschäftigt und erzeugt dann eine Ausgabe mit der angegebenen Anzahl Bytes an echtem, residentem Speicher, sodass Speicherabrechnung und Freigabe wie bei echten Daten erscheinen. Kann absichtlich fehlschlagen, um Fehlerbehandlung und Fortsetzen auszuprobieren.</translation>
    </message>
    <message>
        <source>Anything, any number of edges (none is fine).</source>
        <translation>Beliebiges, über beliebig viele Kanten (auch keine).</translation>
    </message>
    <message>
        <source>Opaque bytes of the requested size.</source>
        <translation>Opake Bytes in der angeforderten Größe.</translation>
    </message>
    <message>
        <source>How long the task takes (0 or more).</source>
        <translation>Wie lange die Aufgabe dauert (0 oder mehr).</translation>
    </message>
    <message>
        <source>sleep: wait without using the processor; busy: keep one core busy.</source>
        <translation>sleep: warten, ohne den Prozessor zu nutzen; busy: einen Kern beschäftigt halten.</translation>
    </message>
    <message>
        <source>The size of the output in bytes (0 or more).</source>
        <translation>Die Größe der Ausgabe in Bytes (0 oder mehr).</translation>
    </message>
    <message>
        <source>Fail after the work instead of producing the output.</source>
        <translation>Nach der Arbeit fehlschlagen, statt die Ausgabe zu erzeugen.</translation>
    </message>
    <message>
        <source>seconds is %1; it must be from 0 to 1000000</source>
        <translation>seconds ist %1; der Wert muss zwischen 0 und 1000000 liegen</translation>
    </message>
    <message>
        <source>output_bytes is %1; it must be 0 or more</source>
        <translation>output_bytes ist %1; der Wert muss 0 oder größer sein</translation>
    </message>
    <message>
        <source>mode &apos;%1&apos; is not one of sleep, busy</source>
        <translation>mode &apos;%1&apos; ist keiner der Werte sleep, busy</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed on purpose (the parameter fail is set)</source>
        <translation>absichtlich fehlgeschlagen (der Parameter fail ist gesetzt)</translation>
    </message>
    <message>
        <source>output_bytes: cannot allocate %1 bytes</source>
        <translation>output_bytes: %1 Bytes können nicht reserviert werden</translation>
    </message>
</context>
<context>
    <name>WorkerMessages</name>
    <message>
        <source>bad %1 message: %2</source>
        <translation>fehlerhafte %1-Nachricht: %2</translation>
    </message>
    <message>
        <source>%1 in reply to RunTask</source>
        <translation>%1 als Antwort auf RunTask</translation>
    </message>
</context>
<context>
    <name>WorkerPool</name>
    <message>
        <source>a reply for task %1, which it was not running</source>
        <translation>eine Antwort für Aufgabe %1, die er nicht ausführte</translation>
    </message>
    <message>
        <source>cancelled; worker process %1 running node &apos;%2&apos; was stopped</source>
        <translation>abgebrochen; Worker-Prozess %1, der Knoten &apos;%2&apos; ausführte, wurde gestoppt</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; timed out after %2 s; worker process %3 was stopped</source>
        <translation>Knoten &apos;%1&apos; hat das Zeitlimit von %2 s überschritten; Worker-Prozess %3 wurde gestoppt</translation>
    </message>
    <message>
        <source>worker process %1 running node &apos;%2&apos; %3</source>
        <translation>Worker-Prozess %1 (Knoten &apos;%2&apos;) %3</translation>
    </message>
    <message>
        <source>output of node &apos;%1&apos; from worker process %2 is unreadable: %3</source>
        <translation>Ausgabe von Knoten &apos;%1&apos; aus Worker-Prozess %2 ist nicht lesbar: %3</translation>
    </message>
</context>
<context>
    <name>WorkerProcess</name>
    <message>
        <source>cannot create a socket pair for a worker: %1</source>
        <translation>für einen Worker kann kein Socket-Paar angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot start the worker %1: %2</source>
        <translation>der Worker %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>it closed its socket</source>
        <translation>er hat seinen Socket geschlossen</translation>
    </message>
    <message>
        <source>it answered Hello with %1</source>
        <translation>er hat Hello mit %1 beantwortet</translation>
    </message>
    <message>
        <source>it did not say hello within 10 s</source>
        <translation>er hat sich nicht innerhalb von 10 s mit Hello gemeldet</translation>
    </message>
    <message>
        <source>worker %1 failed to start: %2</source>
        <translation>Worker %1 konnte nicht starten: %2</translation>
    </message>
    <message>
        <source>broke the protocol (%1) and %2</source>
        <translation>verletzte das Protokoll (%1) und %2</translation>
    </message>
    <message>
        <source>; its last words: %1</source>
        <translation>; seine letzten Worte: %1</translation>
    </message>
    <message>
        <source>was killed by signal SIG%1 (%2)</source>
        <translation>wurde durch Signal SIG%1 (%2) beendet</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>ended with wait status %1</source>
        <translation>endete mit Wait-Status %1</translation>
    </message>
</context>
<context>
    <name>WorkerServer</name>
    <message>
        <source>unknown operator &apos;%1&apos;</source>
        <translation>unbekannter Operator &apos;%1&apos;</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; takes %2 inputs, the task brought %3</source>
        <translation>Operator &apos;%1&apos; nimmt %2 Eingaben an, die Aufgabe brachte %3</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; returned a null output</source>
        <translation>Operator &apos;%1&apos; hat eine Null-Ausgabe geliefert</translation>
    </message>
</context>
<context>
    <name>WorkersPanel</name>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Current task</source>
        <translation>Aktuelle Aufgabe</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RSS</source>
        <translation>RSS</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ausgelastet</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>%1 of %2 workers busy</source>
        <extracomment>e.g. &quot;2 of 4 workers busy&quot;</extracomment>
        <translation>%1 von %2 Workern beschäftigt</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>beschäftigt</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; · batch task %3</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; · Batch-Aufgabe %3</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; · task %3</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; · Aufgabe %3</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>weft::app::AnnotationController</name>
    <message>
        <source>Select the nodes the frame should hold first.</source>
        <translation>Wählen Sie zuerst die Knoten aus, die der Rahmen umfassen soll.</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Rahmen</translation>
    </message>
    <message>
        <source>Add a Frame</source>
        <translation>Einen Rahmen hinzufügen</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Add a Comment</source>
        <translation>Einen Kommentar hinzufügen</translation>
    </message>
    <message>
        <source>Rename Frame %1</source>
        <translation>Rahmen %1 umbenennen</translation>
    </message>
    <message>
        <source>Recolour Frame %1</source>
        <translation>Farbe von Rahmen %1 ändern</translation>
    </message>
    <message>
        <source>Edit Comment %1</source>
        <translation>Kommentar %1 bearbeiten</translation>
    </message>
    <message>
        <source>Move Frame %1</source>
        <translation>Rahmen %1 verschieben</translation>
    </message>
    <message>
        <source>Resize Frame %1</source>
        <translation>Größe von Rahmen %1 ändern</translation>
    </message>
    <message>
        <source>Move Comment %1</source>
        <translation>Kommentar %1 verschieben</translation>
    </message>
</context>
<context>
    <name>weft::app::ApplicationInfo</name>
    <message>
        <source>A desktop workflow designer and monitor: draw a graph, run it, watch it run.</source>
        <translation>Ein Desktop-Programm zum Entwerfen und Überwachen von Workflows: Graph zeichnen, ausführen und beim Laufen beobachten.</translation>
    </message>
</context>
<context>
    <name>weft::app::BatchChartItem</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>weft::app::DatasetPreviewController</name>
    <message>
        <source>%1 rows · %2 columns</source>
        <translation>%1 Zeilen · %2 Spalten</translation>
    </message>
    <message>
        <source>about %1 rows · %2 columns</source>
        <translation>etwa %1 Zeilen · %2 Spalten</translation>
    </message>
    <message>
        <source> · first %1 shown</source>
        <translation> · die ersten %1 angezeigt</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Std</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>%1 files · %2</source>
        <translation>%1 Dateien · %2</translation>
    </message>
    <message>
        <source>JSON value · %1</source>
        <translation>JSON-Wert · %1</translation>
    </message>
    <message>
        <source>This node reads the files that node &apos;%1&apos; gives: run the graph to see them.</source>
        <translation>Dieser Knoten liest die Dateien, die der Knoten &apos;%1&apos; liefert: Führen Sie den Graphen aus, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Run the node to see its output: Run to Here (F6) runs it and what it needs.</source>
        <translation>Führen Sie den Knoten aus, um seine Ausgabe zu sehen: „Bis hierher ausführen“ (F6) führt ihn und alles aus, was er braucht.</translation>
    </message>
    <message>
        <source>Its output is not kept after a run, so there is none to show here.</source>
        <translation>Seine Ausgabe wird nach einem Lauf nicht aufbewahrt, daher gibt es hier keine zu zeigen.</translation>
    </message>
    <message>
        <source> · last run&apos;s result (computing it took %1)</source>
        <translation> · Ergebnis des letzten Laufs (Berechnung dauerte %1)</translation>
    </message>
    <message>
        <source> · last run&apos;s result</source>
        <translation> · Ergebnis des letzten Laufs</translation>
    </message>
    <message>
        <source>±inf</source>
        <translation>±inf</translation>
    </message>
    <message>
        <source> · running: %1 of %2 items done</source>
        <translation> · läuft: %1 von %2 Elementen erledigt</translation>
    </message>
    <message>
        <source> · running</source>
        <translation> · läuft</translation>
    </message>
</context>
<context>
    <name>weft::app::DatasetPreviewModel</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>%1 fehlen</translation>
    </message>
    <message>
        <source>over %1 distinct</source>
        <translation>über %1 verschiedene</translation>
    </message>
    <message>
        <source>%1 distinct</source>
        <translation>%1 verschiedene</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <extracomment>A column&apos;s smallest and largest value: &quot;1.5 … 9&quot;.</extracomment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>Mittel %1</translation>
    </message>
</context>
<context>
    <name>weft::app::EditController</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Delete %1 Nodes</source>
        <translation>%1 Knoten löschen</translation>
    </message>
    <message>
        <source>That node no longer exists.</source>
        <translation>Dieser Knoten existiert nicht mehr.</translation>
    </message>
    <message>
        <source>A node cannot feed itself.</source>
        <translation>Ein Knoten kann nicht mit sich selbst verbunden werden.</translation>
    </message>
    <message>
        <source>Unknown port.</source>
        <translation>Unbekannter Anschluss.</translation>
    </message>
    <message>
        <source>These ports are connected already.</source>
        <translation>Diese Anschlüsse sind bereits verbunden.</translation>
    </message>
    <message>
        <source>This would close a cycle: %1.</source>
        <translation>Das würde einen Zyklus schließen: %1.</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>%1 mit %2 verbinden</translation>
    </message>
    <message>
        <source>Disconnect %1 from %2</source>
        <translation>%1 von %2 trennen</translation>
    </message>
    <message>
        <source>Add a File</source>
        <translation>Eine Datei hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 Files</source>
        <translation>%1 Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Arrange</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <source>Cut %1</source>
        <translation>%1 ausschneiden</translation>
    </message>
    <message>
        <source>Cut %1 Nodes</source>
        <translation>%1 Knoten ausschneiden</translation>
    </message>
    <message>
        <source>The clipboard holds no Weft nodes.</source>
        <translation>Die Zwischenablage enthält keine Weft-Knoten.</translation>
    </message>
    <message>
        <source>Paste a Node</source>
        <translation>Einen Knoten einfügen</translation>
    </message>
    <message>
        <source>Paste %1 Nodes</source>
        <translation>%1 Knoten einfügen</translation>
    </message>
    <message>
        <source>Delete Selection</source>
        <translation>Auswahl löschen</translation>
    </message>
    <message>
        <source>Cut Selection</source>
        <translation>Auswahl ausschneiden</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>arrays</source>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>file lists</source>
        <translation>Dateilisten</translation>
    </message>
    <message>
        <source>single values</source>
        <translation>Einzelwerte</translation>
    </message>
    <message>
        <source>any data</source>
        <translation>beliebige Daten</translation>
    </message>
    <message>
        <source>This output gives %1; this input takes %2.</source>
        <extracomment>%1 and %2 are kinds of data in the plural: &quot;tables&quot;, &quot;arrays&quot;, &quot;file lists&quot;…</extracomment>
        <translation>Dieser Ausgang liefert %1; dieser Eingang nimmt %2.</translation>
    </message>
    <message>
        <source>Data files (%1)</source>
        <extracomment>The Attach Data Files dialog&apos;s filter; %1 lists the patterns (&quot;*.csv *.json …&quot;).</extracomment>
        <translation>Datendateien (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no longer in the project: its batch band cannot be kept</source>
        <translation>&apos;%1&apos; ist nicht mehr im Projekt: sein Zielbereich kann nicht behalten werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; no longer runs as a map node: it has no batch band to keep</source>
        <translation>&apos;%1&apos; läuft nicht mehr als Map-Knoten: er hat keinen Zielbereich zum Behalten</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: the batch band %2–%3 ms cannot be kept; the lower target must be above 0 and below the upper</source>
        <translation>Knoten &apos;%1&apos;: der Zielbereich %2–%3 ms kann nicht behalten werden; das untere Ziel muss über 0 und unter dem oberen liegen</translation>
    </message>
    <message>
        <source>Keep Batch Band of %1</source>
        <translation>Zielbereich von %1 behalten</translation>
    </message>
</context>
<context>
    <name>weft::app::FreshnessPlanner</name>
    <message>
        <source>Up to date: a run takes its result from the cache (computing it took %1).</source>
        <translation>Aktuell: Ein Lauf nimmt sein Ergebnis aus dem Cache (die Berechnung dauerte %1).</translation>
    </message>
    <message>
        <source>Up to date: a run takes its result from the cache.</source>
        <translation>Aktuell: Ein Lauf nimmt sein Ergebnis aus dem Cache.</translation>
    </message>
    <message>
        <source>Stale: its parameter &apos;%1&apos; changed since it last ran.</source>
        <translation>Veraltet: Sein Parameter „%1“ hat sich seit seinem letzten Lauf geändert.</translation>
    </message>
    <message>
        <source>Stale: its input &apos;%1&apos; is connected to another node since it last ran.</source>
        <translation>Veraltet: Sein Eingang „%1“ ist seit seinem letzten Lauf mit einem anderen Knoten verbunden.</translation>
    </message>
    <message>
        <source>Stale: &apos;%1&apos; above it changed since it last ran.</source>
        <translation>Veraltet: „%1“ oberhalb hat sich seit seinem letzten Lauf geändert.</translation>
    </message>
    <message>
        <source>Stale: the file %1 changed since it last ran.</source>
        <translation>Veraltet: Die Datei %1 hat sich seit seinem letzten Lauf geändert.</translation>
    </message>
    <message>
        <source>Stale: its operator changed since it last ran.</source>
        <translation>Veraltet: Sein Operator hat sich seit seinem letzten Lauf geändert.</translation>
    </message>
    <message>
        <source>Stale: its cached result was removed to keep the cache within its size.</source>
        <translation>Veraltet: Sein Ergebnis wurde aus dem Cache entfernt, um dessen Größe einzuhalten.</translation>
    </message>
    <message>
        <source>Runs every time: its results are not kept in the cache (it or a node above it is marked so, or runs a program that declares no output).</source>
        <translation>Läuft jedes Mal: Seine Ergebnisse werden nicht im Cache gehalten (er oder ein Knoten darüber ist so markiert oder führt ein Programm aus, das keine Ausgabe angibt).</translation>
    </message>
    <message>
        <source>Never run with these inputs and parameters.</source>
        <translation>Mit diesen Eingängen und Parametern nie gelaufen.</translation>
    </message>
    <message>
        <source>Frozen: it keeps the result it had when it was frozen, and edits above it do not make it or the nodes below it run until it is unfrozen.</source>
        <translation>Eingefroren: Er behält das Ergebnis, das er beim Einfrieren hatte, und Änderungen oberhalb lassen weder ihn noch die Knoten darunter laufen, bis das Einfrieren aufgehoben wird.</translation>
    </message>
    <message>
        <source>Stale: a node above it changed since it last ran.</source>
        <translation>Veraltet: Ein Knoten oberhalb hat sich seit seinem letzten Lauf geändert.</translation>
    </message>
    <message>
        <source>Frozen, but the result it was frozen with is no longer in the cache: a run computes it as if it were not frozen. %1</source>
        <translation>Eingefroren, aber das Ergebnis, mit dem er eingefroren wurde, ist nicht mehr im Cache: Ein Lauf berechnet ihn, als wäre er nicht eingefroren. %1</translation>
    </message>
    <message>
        <source>Stale: &apos;%1&apos; writes %2 too and runs, so it writes its part again.</source>
        <translation>Veraltet: &apos;%1&apos; schreibt %2 ebenfalls und läuft, daher schreibt dieser Knoten seinen Teil erneut.</translation>
    </message>
</context>
<context>
    <name>weft::app::HistoryController</name>
    <message>
        <source>Save the project and run it: every run is recorded here.</source>
        <translation>Speichern Sie das Projekt und führen Sie es aus: jeder Lauf wird hier aufgezeichnet.</translation>
    </message>
    <message>
        <source>No runs recorded yet. Run the project to record one.</source>
        <translation>Noch keine Läufe aufgezeichnet. Führen Sie das Projekt aus, um einen aufzuzeichnen.</translation>
    </message>
    <message>
        <source>A run is going: wait for it to end, or cancel it, before opening a past run.</source>
        <translation>Ein Lauf ist im Gange: Warten Sie sein Ende ab oder brechen Sie ihn ab, bevor Sie einen früheren Lauf öffnen.</translation>
    </message>
    <message>
        <source>The project has no file yet, so it has no recorded runs.</source>
        <translation>Das Projekt hat noch keine Datei und daher keine aufgezeichneten Läufe.</translation>
    </message>
    <message>
        <source>Select two runs to compare.</source>
        <translation>Wählen Sie zwei Läufe zum Vergleichen aus.</translation>
    </message>
    <message>
        <source>The project has no recorded runs.</source>
        <translation>Das Projekt hat keine aufgezeichneten Läufe.</translation>
    </message>
    <message>
        <source>%1 holds no run %2</source>
        <translation>%1 enthält keinen Lauf %2</translation>
    </message>
</context>
<context>
    <name>weft::app::NodeFreezer</name>
    <message>
        <source>&apos;%1&apos; cannot be frozen: it has no up-to-date result to keep. Run it first.</source>
        <translation>„%1“ kann nicht eingefroren werden: Er hat kein aktuelles Ergebnis, das er behalten könnte. Führen Sie ihn zuerst aus.</translation>
    </message>
    <message>
        <source>Unfreeze %1</source>
        <translation>Einfrieren von %1 aufheben</translation>
    </message>
    <message>
        <source>Freeze %1</source>
        <translation>%1 einfrieren</translation>
    </message>
    <message>
        <source>Unfreeze %1 Nodes</source>
        <translation>Einfrieren von %1 Knoten aufheben</translation>
    </message>
    <message>
        <source>Freeze %1 Nodes</source>
        <translation>%1 Knoten einfrieren</translation>
    </message>
</context>
<context>
    <name>weft::app::NodeInspector</name>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Set the backend of %1</source>
        <translation>Backend von %1 festlegen</translation>
    </message>
    <message>
        <source>Set the retries of %1</source>
        <translation>Wiederholungen von %1 festlegen</translation>
    </message>
    <message>
        <source>Set the timeout of %1</source>
        <translation>Zeitlimit von %1 festlegen</translation>
    </message>
    <message>
        <source>Set persistence of %1</source>
        <translation>Persistenz von %1 festlegen</translation>
    </message>
    <message>
        <source>Set map of %1</source>
        <translation>Map-Modus von %1 setzen</translation>
    </message>
    <message>
        <source>Set the batch size of %1</source>
        <translation>Batch-Größe von %1 setzen</translation>
    </message>
    <message>
        <source>Set the batch wait of %1</source>
        <translation>Batch-Wartezeit von %1 setzen</translation>
    </message>
    <message>
        <source>Set the lower batch target of %1</source>
        <translation>Unteres Batch-Ziel von %1 setzen</translation>
    </message>
    <message>
        <source>Set the upper batch target of %1</source>
        <translation>Oberes Batch-Ziel von %1 setzen</translation>
    </message>
    <message>
        <source>Set the item error policy of %1</source>
        <translation>Fehlerregel für Elemente von %1 setzen</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>unbekannter Parameter</translation>
    </message>
    <message>
        <source>Set %1 of %2</source>
        <translation>%1 von %2 setzen</translation>
    </message>
    <message>
        <source>Reset %1 of %2</source>
        <translation>%1 von %2 zurücksetzen</translation>
    </message>
    <message>
        <source>Must be %1.</source>
        <translation>Muss %1 sein.</translation>
    </message>
</context>
<context>
    <name>weft::app::ParameterListModel</name>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer der Werte %1</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>ein Dateiname</translation>
    </message>
</context>
<context>
    <name>weft::app::ProjectController</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 — Weft</source>
        <extracomment>Window title: %1 is the project&apos;s name.</extracomment>
        <translation>%1 — Weft</translation>
    </message>
    <message>
        <source>The project has no file yet: choose one with Save As.</source>
        <translation>Das Projekt hat noch keine Datei: Wählen Sie eine mit „Speichern unter“.</translation>
    </message>
    <message>
        <source>Rename Project</source>
        <translation>Projekt umbenennen</translation>
    </message>
    <message>
        <source>Change Project Description</source>
        <translation>Projektbeschreibung ändern</translation>
    </message>
</context>
<context>
    <name>weft::app::ReplayController</name>
    <message>
        <source>%1 s / %2 s</source>
        <extracomment>Replay position: &quot;1.25 s / 3.40 s&quot;.</extracomment>
        <translation>%1 s / %2 s</translation>
    </message>
</context>
<context>
    <name>weft::app::RunCompareModel</name>
    <message>
        <source>%1 (%2%3 %)</source>
        <extracomment>A difference of durations with its percentage: &quot;+3.5 ms (+29 %)&quot;.</extracomment>
        <translation>%1 (%2%3 %)</translation>
    </message>
</context>
<context>
    <name>weft::app::RunController</name>
    <message>
        <source>Save the project first: its runs are recorded beside its file.</source>
        <translation>Speichern Sie zuerst das Projekt: seine Läufe werden neben seiner Datei aufgezeichnet.</translation>
    </message>
    <message>
        <source>The project has no nodes to run.</source>
        <translation>Das Projekt hat keine Knoten zum Ausführen.</translation>
    </message>
    <message>
        <source>The project cannot run yet: %1</source>
        <translation>Das Projekt kann noch nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>Running on %1 (%2 workers)</source>
        <translation>Läuft auf %1 (%2 Worker)</translation>
    </message>
    <message>
        <source>Run succeeded: %1 nodes in %2 s</source>
        <translation>Lauf erfolgreich: %1 Knoten in %2 s</translation>
    </message>
    <message>
        <source>Run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <source>Run failed</source>
        <translation>Lauf fehlgeschlagen</translation>
    </message>
    <message>
        <source>Run failed: node &apos;%1&apos;: %2</source>
        <translation>Lauf fehlgeschlagen: Knoten &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Nothing ran: the project waits for your trust.</source>
        <translation>Nichts lief: Das Projekt wartet auf Ihr Vertrauen.</translation>
    </message>
    <message>
        <source>The run of %1 ended: %2</source>
        <extracomment>After another project was opened while a run went: &quot;The run of a.weft ended: Run succeeded: 3 nodes in 1.20 s&quot;.</extracomment>
        <translation>Der Lauf von %1 ist beendet: %2</translation>
    </message>
    <message>
        <source>Running %1 in the background</source>
        <extracomment>A run of another project goes on after a project was opened: &quot;Running a.weft in the background&quot;.</extracomment>
        <translation>%1 läuft im Hintergrund</translation>
    </message>
    <message>
        <source>There is no node &apos;%1&apos; to run to.</source>
        <translation>Es gibt keinen Knoten „%1“, bis zu dem ausgeführt werden kann.</translation>
    </message>
    <message>
        <source>Run succeeded: %1 nodes in %2 s, %3 of them from the cache</source>
        <extracomment>&quot;Run succeeded: 20 nodes in 0.40 s, 17 of them from the cache&quot;</extracomment>
        <translation>Lauf erfolgreich: %1 Knoten in %2 s, davon %3 aus dem Cache</translation>
    </message>
    <message>
        <source>Select the nodes to run first.</source>
        <translation>Wählen Sie zuerst die auszuführenden Knoten aus.</translation>
    </message>
</context>
<context>
    <name>weft::app::RunHistoryModel</name>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>Backend and worker count of a run: &quot;threads × 2&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2 nodes succeeded</source>
        <translation>%1 von %2 Knoten erfolgreich</translation>
    </message>
</context>
<context>
    <name>weft::app::RunLogModel</name>
    <message numerus="yes">
        <source>%n tasks failed</source>
        <translation>
            <numerusform>%n Aufgabe fehlgeschlagen</numerusform>
            <numerusform>%n Aufgaben fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks skipped: an upstream node failed</source>
        <translation>
            <numerusform>%n Aufgabe übersprungen: ein vorgelagerter Knoten ist fehlgeschlagen</numerusform>
            <numerusform>%n Aufgaben übersprungen: ein vorgelagerter Knoten ist fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: an upstream node failed</source>
        <translation>übersprungen: ein vorgelagerter Knoten ist fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks cancelled: the run stopped first</source>
        <translation>
            <numerusform>%n Aufgabe abgebrochen: der Lauf wurde vorher gestoppt</numerusform>
            <numerusform>%n Aufgaben abgebrochen: der Lauf wurde vorher gestoppt</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled: the run stopped first</source>
        <translation>abgebrochen: der Lauf wurde vorher gestoppt</translation>
    </message>
    <message>
        <source>Run succeeded</source>
        <translation>Lauf erfolgreich</translation>
    </message>
    <message numerus="yes">
        <source>Run failed: %n node(s) failed</source>
        <translation>
            <numerusform>Lauf fehlgeschlagen: %n Knoten fehlgeschlagen</numerusform>
            <numerusform>Lauf fehlgeschlagen: %n Knoten fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <source>Run ended: %1</source>
        <extracomment>%1 is the run&apos;s final status, such as &quot;interrupted&quot;.</extracomment>
        <translation>Lauf beendet: %1</translation>
    </message>
</context>
<context>
    <name>weft::app::TaskStreamModel</name>
    <message>
        <source>Worker %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in Warteschlange</translation>
    </message>
</context>
<context>
    <name>weft::app::TimeChartItem</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
</TS>
