# A tree with one violation of each kind, for the layering check's own test (it must fail on it).
list(APPEND PW_TARGETS pw_core pw_ui)
set(PW_DIRS_pw_core "${SRC}/models/core")
set(PW_FILES_pw_core "${SRC}/models/core/document.cpp")
set(PW_DIRS_pw_ui "${SRC}/ui;${SRC}/models/core")
set(PW_FILES_pw_ui "${SRC}/ui/window.cpp")
