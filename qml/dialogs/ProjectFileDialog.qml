import QtQuick
import QtQuick.Dialogs

// The file dialog for projects: .weft files first, with the suffix added when the user types a
// name without it.
FileDialog {
    id: root

    nameFilters: [qsTr("Weft projects (*.weft)"), qsTr("All files (*)")]
    defaultSuffix: "weft"
}
