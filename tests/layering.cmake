# SPDX-License-Identifier: MIT
# Fails when a target includes what it cannot see, or a layer reaches past its rules.
#   -DSRC=<source folder> -DTARGETS=<layering-targets.cmake written at configure time>
# For each target of the project, TARGETS lists its source files and the folders it can see: its own and the
# public include folders of the pw_ libraries it links. Every quoted #include of those files must be found next to
# the including file or in one of those folders, and in only one of them; an include that exists only in a folder
# the target does not see is a layering violation (it would compile only by accident, or not at all).
include(${TARGETS})
set(bad "")

# every header of the project, by file name: to tell "not visible" from "not ours" (Qt, generated ui_*.h)
file(GLOB_RECURSE project_headers ${SRC}/models/*.h ${SRC}/views/*.h ${SRC}/ui/*.h ${SRC}/app/*.h)

foreach(t ${PW_TARGETS})
  foreach(f ${PW_FILES_${t}})
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
    get_filename_component(here ${f} DIRECTORY)
    foreach(line ${lines})
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" inc "${line}")
      set(found "")
      foreach(d ${here} ${PW_DIRS_${t}})
        if(EXISTS "${d}/${inc}" AND NOT IS_DIRECTORY "${d}/${inc}")
          get_filename_component(real "${d}/${inc}" REALPATH)
          list(APPEND found "${real}")
        endif()
      endforeach()
      list(REMOVE_DUPLICATES found)
      list(LENGTH found n)
      file(RELATIVE_PATH rel ${SRC} ${f})
      if(n GREATER 1)
        list(APPEND bad "${rel} (${t}): \"${inc}\" names several files: ${found}")
      elseif(n EQUAL 0)
        get_filename_component(name ${inc} NAME)
        foreach(h ${project_headers})
          get_filename_component(hn ${h} NAME)
          if(hn STREQUAL name)
            file(RELATIVE_PATH hrel ${SRC} ${h})
            list(APPEND bad "${rel} (${t}): includes \"${inc}\" (${hrel}), which ${t} cannot see")
          endif()
        endforeach()
      endif()
    endforeach()
  endforeach()
endforeach()

# Rules beyond the link graph.
file(GLOB_RECURSE model_files ${SRC}/models/*.h ${SRC}/models/*.cpp)
foreach(f ${model_files})
  file(STRINGS ${f} lines REGEX "#include [<\"](QtWidgets|QWidget|QMainWindow|QDialog|QGraphics|QApplication)")
  if(lines)
    list(APPEND bad "${f}: models never use widgets: ${lines}")
  endif()
endforeach()
file(GLOB_RECURSE io_files ${SRC}/models/io/*.h ${SRC}/models/io/*.cpp)
foreach(f ${io_files})
  file(STRINGS ${f} lines REGEX "#include [<\"]Q")
  if(lines)
    list(APPEND bad "${f} (pw_io is plain C++): ${lines}")
  endif()
endforeach()
file(GLOB_RECURSE all_files ${SRC}/models/*.h ${SRC}/models/*.cpp ${SRC}/views/*.h ${SRC}/views/*.cpp ${SRC}/ui/*.h
     ${SRC}/ui/*.cpp ${SRC}/app/*.h ${SRC}/app/*.cpp)
foreach(f ${all_files})
  if(NOT f MATCHES "/models/io/")
    file(STRINGS ${f} lines REGEX "#include [<\"]yaml-cpp")
    if(lines)
      list(APPEND bad "${f}: yaml-cpp is private to pw_io")
    endif()
  endif()
endforeach()
# The studio's views and widgets use backends only through pw::Backend (models/core/backend.h); the executables
# make the concrete ones.
file(GLOB backend_headers ${SRC}/models/backends/*.h)
file(GLOB_RECURSE widget_files ${SRC}/views/*.h ${SRC}/views/*.cpp ${SRC}/ui/*.h ${SRC}/ui/*.cpp)
foreach(f ${widget_files})
  foreach(h ${backend_headers})
    get_filename_component(hn ${h} NAME)
    file(STRINGS ${f} lines REGEX "#include [<\"]${hn}[\">]")
    if(lines)
      list(APPEND bad "${f}: includes ${hn} (views and ui see backends only through pw::Backend)")
    endif()
  endforeach()
endforeach()

# The YAML syntax tree stays behind the document: the views, windows and panels of views/, ui/ and app/ read and
# edit a pipeline through PipelineDocument's typed API (field, entries, setScalar, setString, addStep, insertSteps,
# removeEntries, …), never through yaml::Node.
file(GLOB_RECURSE ui_files ${SRC}/views/*.h ${SRC}/views/*.cpp ${SRC}/ui/*.h ${SRC}/ui/*.cpp ${SRC}/app/*.h ${SRC}/app/*.cpp)
foreach(f ${ui_files})
  file(STRINGS ${f} lines REGEX "#include [<\"](yamltree|yamljson|yamlscratch)\\.h[\">]|yaml::(Node|Document|Value|Entry)")
  if(lines)
    list(APPEND bad "${f}: the YAML tree is the document's own (use PipelineDocument's typed API): ${lines}")
  endif()
endforeach()

# The same for the rest of models/: only models/io (which builds the tree), the document's room and the validator see
# it. The backends read a pipeline through the resolved step and the typed spec; what they read of its mappings
# beyond those, and other YAML formats (MLTable, Kubernetes instance types, component files), through YamlData.
file(GLOB_RECURSE model_tree_files ${SRC}/models/*.h ${SRC}/models/*.cpp)
foreach(f ${model_tree_files})
  file(RELATIVE_PATH rel ${SRC} ${f})
  if(rel MATCHES "^models/(io|core/document|core/validation)/")
    continue()
  endif()
  file(STRINGS ${f} lines REGEX "#include [<\"](yamltree|yamlemit|yamlscan|yamlfastparser|yamlscratch)\\.h[\">]|yaml::(Node|Document|Value|Entry)")
  if(lines)
    list(APPEND bad "${rel}: the YAML tree is seen by models/io, the document and the validator only (read through ResolvedStep, PipelineDocument or YamlData): ${lines}")
  endif()
endforeach()

if(bad)
  list(REMOVE_DUPLICATES bad)
  string(REPLACE ";" "\n" msg "${bad}")
  message(FATAL_ERROR "layering violations:\n${msg}")
endif()
list(LENGTH PW_TARGETS nt)
message(STATUS "layering ok (${nt} targets)")
