# Fails when any engine source includes a header of a GUI module, or when an engine folder
# includes a folder it must not depend on, so that the arrows between folders keep pointing one
# way. Run as a build step (cmake -DENGINE_DIR=... -P CheckEngineIncludes.cmake) and as a test.
set(gui "QtGui|QtQml|QtQuick|QtWidgets|QtQuickControls2|QGuiApplication|QQml|QQuick|QImage|QColor|QPainter|QWidget|QApplication")
# "folder:forbidden,forbidden": Slurm implements the placement interface exec/ declares; the
# graph and the executor never know it.
set(folder_rules
    "graph:slurm,exec"
    "exec:slurm")

set(offenders "")
# Appends to `offenders` each line of the sources under `folder` that includes `pattern`.
function(find_includes folder pattern)
    file(GLOB_RECURSE sources "${ENGINE_DIR}/${folder}*.h" "${ENGINE_DIR}/${folder}*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*${pattern}")
        foreach(line IN LISTS lines)
            file(RELATIVE_PATH rel "${ENGINE_DIR}" "${source}")
            string(STRIP "${line}" line)
            list(APPEND offenders "engine/${rel}: ${line}")
        endforeach()
    endforeach()
    set(offenders "${offenders}" PARENT_SCOPE)
endfunction()

find_includes("" "[<\"](${gui})")
if(offenders)
    list(JOIN offenders "\n  " text)
    message(FATAL_ERROR "engine/ must not include GUI headers (it runs headless):\n  ${text}")
endif()
foreach(rule IN LISTS folder_rules)
    string(REPLACE ":" ";" parts "${rule}")
    list(GET parts 0 folder)
    list(GET parts 1 forbidden)
    string(REPLACE "," "|" forbidden "${forbidden}")
    find_includes("${folder}/" "\"(${forbidden})/")
endforeach()
if(offenders)
    list(JOIN offenders "\n  " text)
    message(FATAL_ERROR "engine/ folders must not include the folders above them:\n  ${text}")
endif()
