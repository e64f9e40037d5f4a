import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: root
    visible: true
    width: 1200
    height: 800
    title: qsTr("Weft")
}
