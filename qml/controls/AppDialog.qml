import QtQuick
import QtQuick.Controls
import Weft

// The look every Weft dialog shares: a rounded panel with a shadow, a bold title and the
// buttons at the bottom right, the default one filled with the accent colour.
Dialog {
    id: root

    modal: true
    anchors.centerIn: parent
    padding: Theme.spacing * 2.5
    topPadding: Theme.spacing
    bottomPadding: Theme.spacing * 2

    background: Item {
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 4
            anchors.margins: -2
            radius: Theme.radius + 4
            color: Theme.nodeShadow
        }
        Rectangle {
            anchors.fill: parent
            radius: Theme.radius + 2
            color: Theme.panel
            border.color: Theme.border
        }
    }

    header: Label {
        text: root.title
        visible: text !== ""
        elide: Text.ElideRight
        padding: Theme.spacing * 2.5
        bottomPadding: Theme.spacing
        color: Theme.text
        font.pixelSize: Theme.fontSize + 2
        font.weight: Font.DemiBold
    }

    footer: DialogButtonBox {
        id: buttons

        alignment: Qt.AlignRight
        spacing: Theme.spacing
        padding: Theme.spacing * 2.5
        topPadding: 0
        background: null

        delegate: DialogButton {
            id: button

            primary: button.DialogButtonBox.buttonRole === DialogButtonBox.AcceptRole
        }
    }
}
