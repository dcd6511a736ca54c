// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/WaitFor.h"

#include "client/PendingCall.h"

#include <QSignalSpy>

namespace volcano::test {

OperationResult waitFor(PendingCall* call, int timeoutMs) {
    QSignalSpy finished(call, &PendingCall::finished);
    if (!finished.wait(timeoutMs))
        return {};
    return finished.first().first().value<OperationResult>();
}

} // namespace volcano::test
