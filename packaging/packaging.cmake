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
# Library dependencies (Qt 6, yaml-cpp, libcurl, spdlog, ...) are computed from
# the installed binaries by dpkg-shlibdeps (package dpkg-dev).
find_program(PW_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(PW_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  message(WARNING "dpkg-shlibdeps not found (install dpkg-dev): the .deb will lack library dependencies")
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
endif()
# Local pipeline runs call the system Python; the sample workspace needs the
# scientific stack, which is recommended rather than required.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "python3-pandas, python3-sklearn, python3-numpy")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "azure-cli")

set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/build-.*/" "/\\\\.cache/" "__pycache__" "\\\\.pyc$")

include(CPack)
