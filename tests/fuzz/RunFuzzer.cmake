# Runs fuzz_project for SECONDS on a fresh corpus seeded with the example and golden projects.
# The corpus lives in the build folder so that the source tree is never written. Any crash,
# hang (> 10 s for one input), leak, sanitizer report or use of more than 2 GB fails the test;
# libFuzzer then leaves the input that did it in ARTIFACTS.
#
#   cmake -DFUZZER=... -DCORPUS=... -DARTIFACTS=... -DDICTIONARY=... -DEXAMPLES=... \
#         -DGOLDEN=... -DSECONDS=60 -P RunFuzzer.cmake
cmake_minimum_required(VERSION 3.25)

foreach(var FUZZER CORPUS ARTIFACTS DICTIONARY EXAMPLES GOLDEN SECONDS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "RunFuzzer.cmake: ${var} is not set")
    endif()
endforeach()
if(NOT EXISTS ${FUZZER})
    message(FATAL_ERROR "${FUZZER} does not exist: build the weft_fuzz_build target first")
endif()

file(REMOVE_RECURSE ${CORPUS})
file(MAKE_DIRECTORY ${CORPUS} ${ARTIFACTS})
file(GLOB examples ${EXAMPLES}/*.weft)
file(GLOB_RECURSE golden ${GOLDEN}/*.weft)
set(count 0)
foreach(seed IN LISTS examples golden)
    # good/x.weft and bad/x.weft may share a name: a counter keeps every seed.
    get_filename_component(name ${seed} NAME)
    math(EXPR count "${count} + 1")
    file(COPY_FILE ${seed} ${CORPUS}/${count}-${name})
endforeach()
message(STATUS "fuzz_project: ${count} seeds, ${SECONDS} s")

execute_process(
    COMMAND ${FUZZER} -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
            -dict=${DICTIONARY} -artifact_prefix=${ARTIFACTS}/ -print_final_stats=1 ${CORPUS}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fuzz_project failed (${result}): the input that did it is in "
                        "${ARTIFACTS}; run ${FUZZER} <that file> to reproduce")
endif()
