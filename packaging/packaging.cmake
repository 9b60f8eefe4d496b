# SPDX-License-Identifier: MIT
#
# Desktop integration, the sample workspace and the Debian package.
#
# Included from the top-level CMakeLists.txt after all targets exist. The
# executables (pipewright-studio, pipewright) install themselves from
# app/CMakeLists.txt; this file only adds data files and configures CPack, so
# it does not refer to any target.
#
#   cmake --build build && cpack --config build/CPackConfig.cmake
#   # or: cmake --build build --target package

include_guard(GLOBAL)
include(GNUInstallDirs)

get_filename_component(PW_SOURCE_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(PW_PACKAGING_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(PW_APP_ID "org.pipewright.Studio")

# --- Desktop integration -----------------------------------------------------

install(FILES "${PW_PACKAGING_DIR}/${PW_APP_ID}.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${PW_PACKAGING_DIR}/${PW_APP_ID}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${PW_PACKAGING_DIR}/icons/${PW_APP_ID}.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")

# PNG renderings of the SVG icon for menus, docks and panels that do not scale SVG, made at build time
# by a small Qt tool so they always match the SVG.
set(PW_ICON_SIZES 16 22 24 32 48 64 128 256)
add_executable(pw_render_icon "${PW_PACKAGING_DIR}/render-icon.cpp")
target_link_libraries(pw_render_icon PRIVATE Qt6::Gui Qt6::Svg)
set(PW_ICON_ARGS "")
set(PW_ICON_PNGS "")
foreach(size IN LISTS PW_ICON_SIZES)
  set(png "${CMAKE_BINARY_DIR}/icons/hicolor/${size}x${size}/apps/${PW_APP_ID}.png")
  list(APPEND PW_ICON_ARGS ${size} "${png}")
  list(APPEND PW_ICON_PNGS "${png}")
  install(FILES "${png}" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps")
endforeach()
add_custom_command(OUTPUT ${PW_ICON_PNGS}
                   COMMAND pw_render_icon "${PW_PACKAGING_DIR}/icons/${PW_APP_ID}.svg" ${PW_ICON_ARGS}
                   DEPENDS pw_render_icon "${PW_PACKAGING_DIR}/icons/${PW_APP_ID}.svg"
                   COMMENT "Rendering the application icon to PNG (${PW_ICON_SIZES})"
                   VERBATIM)
add_custom_target(pw_icons ALL DEPENDS ${PW_ICON_PNGS})

# Debian policy: the licence goes with the package as /usr/share/doc/<package>/copyright.
if(EXISTS "${PW_SOURCE_ROOT}/LICENSE")
  install(FILES "${PW_SOURCE_ROOT}/LICENSE" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/pipewright" RENAME copyright)
endif()

# --- Sample workspace ----------------------------------------------------------
# Shipped as plain files (not as Qt resources) so users can copy it, open it in
# a terminal and run the scripts. The trailing slash installs the contents.

install(DIRECTORY "${PW_SOURCE_ROOT}/resources/workspace/"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/pipewright/workspace"
        PATTERN "__pycache__" EXCLUDE
        PATTERN "*.pyc" EXCLUDE
        PATTERN ".ipynb_checkpoints" EXCLUDE)

# --- Metadata checks (only when the validators are installed) ----------------

if(PW_BUILD_TESTS)
  find_program(PW_DESKTOP_FILE_VALIDATE desktop-file-validate)
  find_program(PW_APPSTREAMCLI appstreamcli)
  if(PW_DESKTOP_FILE_VALIDATE)
    add_test(NAME packaging.desktop_file
             COMMAND "${PW_DESKTOP_FILE_VALIDATE}" "${PW_PACKAGING_DIR}/${PW_APP_ID}.desktop")
  endif()
  if(PW_APPSTREAMCLI)
    add_test(NAME packaging.metainfo
             COMMAND "${PW_APPSTREAMCLI}" validate --no-net "${PW_PACKAGING_DIR}/${PW_APP_ID}.metainfo.xml")
  endif()
  # Makes the Debian package of this build with CPack in a scratch folder and checks its control fields,
  # file list, metadata, icons and programs (packaging/check-deb.sh).
  find_program(PW_DPKG_DEB dpkg-deb)
  find_program(PW_DPKG_SHLIBDEPS dpkg-shlibdeps)
  if(PW_DPKG_DEB AND PW_DPKG_SHLIBDEPS)
    add_test(NAME packaging.deb COMMAND bash "${PW_PACKAGING_DIR}/check-deb.sh" --build "${CMAKE_BINARY_DIR}")
    set_tests_properties(packaging.deb PROPERTIES TIMEOUT 600 RUN_SERIAL ON)
  endif()
  foreach(t packaging.desktop_file packaging.metainfo packaging.deb)
    if(TEST ${t})
      set_tests_properties(${t} PROPERTIES LABELS packaging)
    endif()
  endforeach()
endif()

# --- CPack: Debian package ------------------------------------------------------

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "pipewright")
set(CPACK_PACKAGE_VENDOR "Pipewright")
set(CPACK_PACKAGE_CONTACT "Pipewright maintainers <maintainers@pipewright.example.org>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Desktop studio for Azure Machine Learning pipelines")
# Debian wants the long description wrapped; CPack keeps these line breaks.
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "Pipewright Studio edits, validates and runs Azure Machine Learning CLI v2\n"
       "pipeline and component YAML files. It shows pipelines as graphs kept in\n"
       "sync with the commented YAML text, checks bindings and parallel step\n"
       "settings, runs pipelines locally and submits them to an Azure ML workspace.\n"
       "\n"
       "The package also contains the command-line tool pipewright and a sample\n"
       "customer-churn workspace.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "pipewright")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
if(EXISTS "${PW_SOURCE_ROOT}/LICENSE")
  set(CPACK_RESOURCE_FILE_LICENSE "${PW_SOURCE_ROOT}/LICENSE")
endif()

set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
set(CPACK_DEBIAN_PACKAGE_RELEASE "1")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Library dependencies (Qt 6, yaml-cpp, spdlog, ...) are computed from
# the installed binaries by dpkg-shlibdeps (package dpkg-dev).
find_program(PW_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(PW_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  message(WARNING "dpkg-shlibdeps not found (install dpkg-dev): the .deb will lack library dependencies")
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
endif()
# What dpkg-shlibdeps cannot see, because it is loaded at run time or started as a process:
# - libqt6sql6-sqlite: the QSQLITE driver plugin of the local job store;
# (libqt6svg6, which also holds the SVG icon engine plugin, comes from dpkg-shlibdeps: the studio links
# QtSvg to draw its theme-aware icons);
# - qt6-qpa-plugins: platform plugins; Debian 12 ships xcb in libqt6gui6, other releases and
#   derivatives (Ubuntu) ship it here, so the dependency keeps the studio startable everywhere;
# - python3: local pipeline runs start the system Python;
# - libcurl4: the Azure backend loads libcurl.so.4 when it first connects (models/backends/azure/curlapi.h);
# - libgvc6: the canvas loads Graphviz (libgvc.so.6 and its dot plugin) on its first layout
#   (views/canvas/graphvizapi.h).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, python3, libcurl4 (>= 7.85), libgvc6")
# The sample workspace needs the scientific stack; Qt's own dialogs are translated by
# qt6-translations-l10n; Chinese text needs a CJK font.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "python3-pandas, python3-sklearn, python3-numpy, qt6-translations-l10n, fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "azure-cli")

set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/build-.*/" "/\\\\.cache/" "__pycache__" "\\\\.pyc$")

include(CPack)
