# Fails when any engine source includes a header of a GUI module, or when an engine folder
# includes a folder it must not depend on, so that the arrows between folders keep pointing one
# way. Run as a build step (cmake -DENGINE_DIR=... -P CheckEngineIncludes.cmake) and as a test.
set(gui "QtGui|QtQml|QtQuick|QtWidgets|QtQuickControls2|QGuiApplication|QQml|QQuick|QImage|QColor|QPainter|QWidget|QApplication")
# "folder:forbidden,forbidden", lowest folders first: the graph and the operators know no
# execution; Slurm implements the placement interface exec/ declares, so the executor never
# knows it; the run store records runs but never composes one (run/ does, above it all).
set(folder_rules
    "data:graph,ops,project,exec,shm,slurm,store,run"
    "graph:ops,project,exec,shm,slurm,store,run"
    "ops:graph,project,exec,shm,slurm,store,run"
    "project:exec,shm,slurm,store,run"
    "shm:graph,ops,project,exec,slurm,store,run"
    "exec:slurm,store,run"
    "slurm:store,run"
    "store:run")

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
