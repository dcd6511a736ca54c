// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ApiError.h"

#include <QString>

#include <optional>

// What the console tells an operator whose key the server refused (401/403): which key
// kinds work, and where to change the key.
namespace volcano::ui::accessadvice {

// Nothing unless the error is a 401 or 403.
std::optional<QString> forError(const ApiError& error);
// The sentence every refusal ends with.
QString whichKeysWork();

} // namespace volcano::ui::accessadvice
