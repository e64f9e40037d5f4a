import QtQuick
import Weft

// The icon of an operator (the Lucide glyph OperatorIconProvider pairs with its id), drawn in
// `color` at the item's size: node cards, the palette and the drag ghost show the same glyph.
Item {
    id: root

    required property string operatorId
    property color color: Theme.markGlyph

    implicitWidth: 16
    implicitHeight: 16

    Image {
        anchors.fill: parent
        // Rendered at the size shown, times the screen's scale, so that strokes stay sharp.
        sourceSize.width: Math.ceil(root.width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(root.height * Screen.devicePixelRatio)
        source: "image://operator/" + root.color.toString().slice(1) + "/" + root.operatorId
        fillMode: Image.PreserveAspectFit
        smooth: true
    }
}
