# Fails when a translation misses a string that exists in the code: runs lupdate over the
# sources into a copy of each .ts file and looks for entries it marks unfinished.
# Usage: cmake -DLUPDATE=... -DSOURCES_LIST=... -DWORK_DIR=... -DTS_FILES="a.ts;b.ts" -P ...
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failed "")
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    set(copy "${WORK_DIR}/${name}")
    file(COPY_FILE "${ts}" "${copy}")
    execute_process(
        COMMAND "${LUPDATE}" -silent -no-obsolete -locations none "@${SOURCES_LIST}" -ts "${copy}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}: ${err}")
    endif()
    file(STRINGS "${copy}" lines)
    set(source "")
    foreach(line IN LISTS lines)
        if(line MATCHES "<source>(.*)</source>")
            set(source "${CMAKE_MATCH_1}")
        elseif(line MATCHES "type=\"unfinished\"")
            list(APPEND failed "${name}: untranslated: ${source}")
        endif()
    endforeach()
endforeach()
if(failed)
    list(LENGTH failed count)
    list(JOIN failed "\n  " text)
    message(FATAL_ERROR "${count} string(s) lack a translation (run the update_translations "
                        "target and translate them):\n  ${text}")
endif()
message(STATUS "every string is translated")
