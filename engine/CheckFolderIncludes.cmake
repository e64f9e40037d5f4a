# Fails when an engine folder includes a header of a folder it must not depend on, so that the
# arrows between folders keep pointing one way. Each rule is "folder:forbidden,forbidden". Run
# as a build step (cmake -DENGINE_DIR=... -P CheckFolderIncludes.cmake).
set(rules
    # Slurm implements the placement interface exec/ declares; the graph and the executor
    # never know it.
    "graph:slurm,exec"
    "exec:slurm")
set(offenders "")
foreach(rule IN LISTS rules)
    string(REPLACE ":" ";" parts "${rule}")
    list(GET parts 0 folder)
    list(GET parts 1 forbidden)
    string(REPLACE "," "|" forbidden "${forbidden}")
    file(GLOB_RECURSE sources "${ENGINE_DIR}/${folder}/*.h" "${ENGINE_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"(${forbidden})/")
        foreach(line IN LISTS lines)
            file(RELATIVE_PATH rel "${ENGINE_DIR}" "${source}")
            string(STRIP "${line}" line)
            list(APPEND offenders "engine/${rel}: ${line}")
        endforeach()
    endforeach()
endforeach()
if(offenders)
    list(JOIN offenders "\n  " text)
    message(FATAL_ERROR "engine/ folders must not include the folders above them:\n  ${text}")
endif()
