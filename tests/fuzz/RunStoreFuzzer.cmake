# Runs fuzz_runstore for SECONDS on a fresh corpus of run stores recorded at test time: each
# bundled example run once on the threads backend and once on the processes backend (failing
# runs too: they record errors), each store as a database file and as SQL (the fuzzer writes
# the second itself), and the regression files in REGRESSIONS: the crafted stores that once
# crashed a replay or made it allocate without bound (runstore-regressions/, SQL written by
# make_regressions.py), read first on every run. The examples are copied into WORK first, as their runs write outputs
# beside them: the source tree is never written. Any crash, hang (> 10 s for one input), leak,
# sanitizer report or use of more than 2 GB fails the test; libFuzzer then leaves the input
# that did it in WORK/artifacts.
#
#   cmake -DFUZZER=... -DWEFT=... -DWORK=... -DDICTIONARY=... -DEXAMPLES=... \
#         -DREGRESSIONS=... -DSECONDS=60 -P RunStoreFuzzer.cmake
cmake_minimum_required(VERSION 3.25)

foreach(var FUZZER WEFT WORK DICTIONARY EXAMPLES REGRESSIONS SECONDS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "RunStoreFuzzer.cmake: ${var} is not set")
    endif()
endforeach()
if(NOT EXISTS ${FUZZER})
    message(FATAL_ERROR "${FUZZER} does not exist: build the weft_fuzz_build target first")
endif()

set(corpus ${WORK}/corpus)
set(artifacts ${WORK}/artifacts)
file(REMOVE_RECURSE ${WORK}/examples ${corpus})
file(MAKE_DIRECTORY ${corpus} ${artifacts})
file(COPY ${EXAMPLES}/ DESTINATION ${WORK}/examples)

file(GLOB projects ${WORK}/examples/*.weft)
set(count 0)
foreach(project IN LISTS projects)
    get_filename_component(name ${project} NAME_WE)
    foreach(backend threads processes)
        execute_process(
            COMMAND ${WEFT} --run ${project} --backend ${backend}
                    --store ${corpus}/${name}-${backend}.sqlite
            OUTPUT_QUIET ERROR_QUIET
            TIMEOUT 60
            RESULT_VARIABLE ignored)
        if(EXISTS ${corpus}/${name}-${backend}.sqlite)
            math(EXPR count "${count} + 1")
        endif()
    endforeach()
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "fuzz_runstore: no example recorded a run store to seed the corpus")
endif()
file(GLOB regressions ${REGRESSIONS}/*.sql)
list(LENGTH regressions regression_count)
if(regression_count EQUAL 0)
    message(FATAL_ERROR "fuzz_runstore: no regression file in ${REGRESSIONS}")
endif()
file(COPY ${regressions} DESTINATION ${corpus})
# The fuzzer writes each store's rows beside it as SQL, then fuzzes both kinds.
execute_process(COMMAND ${CMAKE_COMMAND} -E env WEFT_FUZZ_DUMP=${corpus} ${FUZZER}
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fuzz_runstore could not write the SQL seeds (${result})")
endif()
message(STATUS "fuzz_runstore: ${count} recorded stores (and as many in SQL), "
               "${regression_count} regression files, ${SECONDS} s")

execute_process(
    COMMAND ${FUZZER} -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
            -dict=${DICTIONARY} -artifact_prefix=${artifacts}/ -print_final_stats=1 ${corpus}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fuzz_runstore failed (${result}): the input that did it is in "
                        "${artifacts}; run ${FUZZER} <that file> to reproduce")
endif()
