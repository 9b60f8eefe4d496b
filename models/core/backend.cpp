// SPDX-License-Identifier: MIT
#include "backend.h"

namespace pw {

Backend::~Backend() = default;

} // namespace pw
