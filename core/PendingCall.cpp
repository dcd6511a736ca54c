#include "PendingCall.h"

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
