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
</context>
<context>
    <name>BackendFactory</name>
    <message>
        <source>--jobs 0 is not a number of workers: use a positive count, -1 for all cores or -2 for all but one</source>
        <translation>--jobs 0 ist keine Anzahl von Workern: verwenden Sie eine positive Zahl, -1 für alle Kerne oder -2 für alle außer einem</translation>
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
        <source>Print machine-readable JSON (with --run, --list-ops).</source>
        <translation>Maschinenlesbares JSON ausgeben (mit --run, --list-ops).</translation>
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
        <source>choose one of --run, --validate, --list-ops, --self-test, --screenshot, --version, --help</source>
        <translation>wählen Sie eine der Optionen --run, --validate, --list-ops, --self-test, --screenshot, --version, --help</translation>
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
        <source>--json goes with --run or --list-ops</source>
        <translation>--json ist nur zusammen mit --run oder --list-ops möglich</translation>
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
        <source>Where tasks run (with --run): sequential or threads (the default).</source>
        <translation>Wo Aufgaben laufen (mit --run): sequential oder threads (Standard).</translation>
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
</context>
<context>
    <name>CsvReadOperator</name>
    <message>
        <source>Read CSV</source>
        <translation>CSV lesen</translation>
    </message>
    <message>
        <source>Reads a CSV file (UTF-8, a header row naming the columns, RFC 4180 quoting) into a table. Each column&apos;s type (integer, float, boolean or text) is inferred from its values; empty fields are nulls.</source>
        <translation>Liest eine CSV-Datei (UTF-8, eine Kopfzeile mit den Spaltennamen, Anführungszeichen nach RFC 4180) in eine Tabelle ein. Der Typ jeder Spalte (Ganzzahl, Gleitkommazahl, boolesch oder Text) wird aus ihren Werten abgeleitet; leere Felder sind Nullwerte.</translation>
    </message>
    <message>
        <source>The file&apos;s rows.</source>
        <translation>Die Zeilen der Datei.</translation>
    </message>
    <message>
        <source>The CSV file to read, relative to the project&apos;s folder.</source>
        <translation>Die zu lesende CSV-Datei, relativ zum Projektordner.</translation>
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
    <name>DocumentCommands</name>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
</context>
<context>
    <name>EmptyCanvasHint</name>
    <message>
        <source>This project has no nodes yet</source>
        <translation>Dieses Projekt hat noch keine Knoten</translation>
    </message>
    <message>
        <source>Open a project to get started</source>
        <translation>Öffnen Sie ein Projekt, um zu beginnen</translation>
    </message>
    <message>
        <source>Open a project with Ctrl+O, or pick one you worked on recently.</source>
        <translation>Öffnen Sie ein Projekt mit Strg+O oder wählen Sie eines, an dem Sie zuletzt gearbeitet haben.</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Projekt öffnen…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Zuletzt geöffnete Projekte</translation>
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
    <name>GraphRunner</name>
    <message>
        <source>could not start: it waits on a cycle or on a node that never ran</source>
        <translation>konnte nicht starten: wartet auf einen Zyklus oder auf einen Knoten, der nie lief</translation>
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
        <source>weft: backend &apos;%1&apos; is not available; use sequential or threads</source>
        <translation>weft: Backend &apos;%1&apos; ist nicht verfügbar; verwenden Sie sequential oder threads</translation>
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
</context>
<context>
    <name>ProgressPrinter</name>
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
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>[%1/%2] %3 %4 (%5) in %6, %7 held</source>
        <translation>[%1/%2] %3 %4 (%5) in %6, %7 belegt</translation>
    </message>
    <message>
        <source>[%1] %2/%3 tasks, %4 running, %5 failed, %6 held</source>
        <translation>[%1] %2/%3 Aufgaben, %4 laufen, %5 fehlgeschlagen, %6 belegt</translation>
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
</context>
<context>
    <name>ProjectFileDialog</name>
    <message>
        <source>Weft projects (*.weft)</source>
        <translation>Weft-Projekte (*.weft)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
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
        <source>No description</source>
        <translation>Keine Beschreibung</translation>
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
        <source>node %1: parameter %2: file %3 does not exist</source>
        <translation>Knoten %1: Parameter %2: Datei %3 existiert nicht</translation>
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
    <name>RunReport</name>
    <message>
        <source>Run succeeded: %1 of %2 nodes in %3.</source>
        <translation>Lauf erfolgreich: %1 von %2 Knoten in %3.</translation>
    </message>
    <message>
        <source>Run failed: %1 of %2 nodes succeeded, %3 failed, %4 skipped, in %5.</source>
        <translation>Lauf fehlgeschlagen: %1 von %2 Knoten erfolgreich, %3 fehlgeschlagen, %4 übersprungen, in %5.</translation>
    </message>
    <message>
        <source>Run cancelled: %1 of %2 nodes succeeded, in %3.</source>
        <translation>Lauf abgebrochen: %1 von %2 Knoten erfolgreich, in %3.</translation>
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
    <name>TableDeriveOperator</name>
    <message>
        <source>Derive column</source>
        <translation>Spalte ableiten</translation>
    </message>
    <message>
        <source>Adds a float column computed by a formula over the numeric columns, e.g. &apos;price * quantity&apos; or &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser syntax; boolean columns count as 0 and 1). A column of the same name is replaced in place. A row where a column the formula reads is null gets a null.</source>
        <translation>Fügt eine Gleitkommaspalte hinzu, die mit einer Formel aus den numerischen Spalten berechnet wird, z. B. &apos;price * quantity&apos; oder &apos;x &gt; 0 ? ln(x) : 0&apos; (muparser-Syntax; boolesche Spalten zählen als 0 und 1). Eine gleichnamige Spalte wird an ihrer Stelle ersetzt. Eine Zeile, in der eine von der Formel gelesene Spalte einen Nullwert hat, erhält einen Nullwert.</translation>
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
        <source>The formula; column names are its variables (names that are not identifiers, such as &apos;unit price&apos;, cannot be used).</source>
        <translation>Die Formel; Spaltennamen sind ihre Variablen (Namen, die keine Bezeichner sind, wie &apos;unit price&apos;, können nicht verwendet werden).</translation>
    </message>
    <message>
        <source>the column name is empty</source>
        <translation>der Spaltenname ist leer</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;</source>
        <translation>Spalte &apos;%1&apos;</translation>
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
    <name>TableFilterOperator</name>
    <message>
        <source>Filter rows</source>
        <translation>Zeilen filtern</translation>
    </message>
    <message>
        <source>Keeps the rows where a condition over the numeric columns is non-zero, e.g. &apos;co2 &gt; 350 &amp;&amp; date &gt;= 19900101&apos; (muparser syntax; boolean columns count as 0 and 1). Rows where the condition is null or NaN are dropped.</source>
        <translation>Behält die Zeilen, in denen eine Bedingung über die numerischen Spalten ungleich 0 ist, z. B. &apos;co2 &gt; 350 &amp;&amp; date &gt;= 19900101&apos; (muparser-Syntax; boolesche Spalten zählen als 0 und 1). Zeilen, in denen die Bedingung einen Nullwert oder NaN ergibt, werden verworfen.</translation>
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
        <source>The formula a row must make non-zero to be kept; column names are its variables.</source>
        <translation>Die Formel, die für eine Zeile ungleich 0 sein muss, damit sie behalten wird; Spaltennamen sind ihre Variablen.</translation>
    </message>
    <message>
        <source>the condition</source>
        <translation>die Bedingung</translation>
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
    <name>UnsavedChangesDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>Änderungen an “%1” speichern?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
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
</context>
</TS>
