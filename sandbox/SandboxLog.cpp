// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxLog.h"

namespace volcano::sandbox {

Q_LOGGING_CATEGORY(lcSandbox, "volcano.sandbox")
Q_LOGGING_CATEGORY(lcSandboxDemo, "volcano.sandbox.demo", QtWarningMsg)

} // namespace volcano::sandbox
