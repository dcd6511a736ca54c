#include "SandboxLog.h"

namespace volcano::sandbox {

Q_LOGGING_CATEGORY(lcSandbox, "volcano.sandbox")
Q_LOGGING_CATEGORY(lcSandboxDemo, "volcano.sandbox.demo", QtWarningMsg)

} // namespace volcano::sandbox
