// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/PendingCall.h"

namespace volcano {

PendingCall::PendingCall(QObject* parent)
    : QObject(parent) {}

void PendingCall::cancel() {
    if (m_finished || m_cancelled)
        return;
    m_cancelled = true;
    Q_EMIT cancelled();
    deleteLater();
}

void PendingCall::finish(const OperationResult& result) {
    if (m_finished || m_cancelled)
        return;
    m_finished = true;
    Q_EMIT finished(result);
    deleteLater();
}

} // namespace volcano
