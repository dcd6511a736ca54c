// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"

#include <QObject>

namespace volcano {

// A lock operation in flight. Emits finished() exactly once, then deletes itself.
class PendingCall : public QObject {
    Q_OBJECT
public:
    explicit PendingCall(QObject* parent = nullptr);

    // Abandons the operation: no further attempts, and finished() is not emitted.
    void cancel();
    bool isCancelled() const { return m_cancelled; }

    void finish(const OperationResult& result);

Q_SIGNALS:
    void finished(const volcano::OperationResult& result);
    void cancelled();

private:
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace volcano
