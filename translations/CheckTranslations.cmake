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
    # Read whole and matched by regular expression: file(STRINGS) would hand the lines over as
    # a CMake list, which a "[" in a source string merges with the lines after it, so that an
    # unfinished entry could go unseen.
    file(READ "${copy}" text)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished count)
    if(count GREATER 0)
        string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?<translation type=\"unfinished\""
               entries "${text}")
        foreach(entry IN LISTS entries)
            string(REGEX REPLACE "^<source>([^<]*)</source>.*$" "\\1" source "${entry}")
            list(APPEND failed "${name}: untranslated: ${source}")
        endforeach()
        list(LENGTH entries named)
        if(named LESS count)
            math(EXPR others "${count} - ${named}")
            list(APPEND failed "${name}: ${others} more untranslated (see ${copy})")
        endif()
    endif()
endforeach()
if(failed)
    list(LENGTH failed count)
    list(JOIN failed "\n  " text)
    message(FATAL_ERROR "${count} string(s) lack a translation (run the update_translations "
                        "target and translate them):\n  ${text}")
endif()
message(STATUS "every string is translated")
