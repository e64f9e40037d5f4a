# Runs one bundled example in a scratch copy of the examples folder, then checks what it wrote
# with a Python script (NumPy, sqlite3 and gzip read the files, not Weft). The examples are
# Weft's own: --trust lets the one that runs programs run.
# Usage: cmake -DWEFT=... -DPYTHON=... -DPROJECT=.../x.weft -DCHECK=.../check_x.py
#              -DWORK=<scratch dir> -P RunExampleCheck.cmake
get_filename_component(examples "${PROJECT}" DIRECTORY)
get_filename_component(name "${PROJECT}" NAME)
file(REMOVE_RECURSE "${WORK}")
file(COPY "${examples}/" DESTINATION "${WORK}")
execute_process(COMMAND "${WEFT}" --run "${WORK}/${name}" --quiet --trust
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "weft --run ${name} exited ${rc}\n${out}\n${err}")
endif()
execute_process(COMMAND "${PYTHON}" "${CHECK}" "${WORK}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${CHECK} found a problem in the outputs of ${name}:\n${out}\n${err}")
endif()
message(STATUS "${out}")
