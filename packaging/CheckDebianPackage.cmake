# Builds the Debian package into a scratch folder and checks what a user's apt would see: the
# binary, the desktop integration files, and dependencies on the QML module packages that are
# only loaded at run time.
# Usage: cmake -DBUILD_DIR=... -DWORK_DIR=... -P CheckDebianPackage.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND cpack --config "${BUILD_DIR}/CPackConfig.cmake" -G DEB -B "${WORK_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack failed:\n${out}\n${err}")
endif()
file(GLOB debs "${WORK_DIR}/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${WORK_DIR}, found ${count}")
endif()
execute_process(COMMAND dpkg-deb -f "${debs}" Depends OUTPUT_VARIABLE depends)
foreach(needed libqt6sql6-sqlite qml6-module-qtquick-controls qml6-module-qtquick-shapes
               qml6-module-qt-labs-folderlistmodel libqt6quick6)
    if(NOT depends MATCHES "${needed}")
        message(FATAL_ERROR "the package does not depend on ${needed}: ${depends}")
    endif()
endforeach()
execute_process(COMMAND dpkg-deb -c "${debs}" OUTPUT_VARIABLE contents)
foreach(path ./usr/bin/weft ./usr/bin/weft-worker
             ./usr/share/applications/io.github.weft.Weft.desktop
             ./usr/share/icons/hicolor/scalable/apps/io.github.weft.Weft.svg
             ./usr/share/metainfo/io.github.weft.Weft.metainfo.xml
             ./usr/share/weft/examples/co2_trend.weft)
    string(FIND "${contents}" "${path}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the package lacks ${path}")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "package ok; depends: ${depends}")
