// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QLoggingCategory>

namespace volcano::sandbox {

// One line per request. Never a service key, admin key or lock token.
Q_DECLARE_LOGGING_CATEGORY(lcSandbox)
// The in-process demo workers and their own requests; quiet unless enabled with
// QT_LOGGING_RULES="volcano.sandbox.demo.info=true".
Q_DECLARE_LOGGING_CATEGORY(lcSandboxDemo)

} // namespace volcano::sandbox
