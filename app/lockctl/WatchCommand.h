// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "protocol/OperationResult.h"

namespace volcano {
class ClockOffsetEstimator;
class LockClient;
class PollScheduler;
} // namespace volcano

namespace volcano::lockctl {

class OutputPrinter;

// watch [--budget N] [--keys-file F] [KEY...]: core's PollScheduler, headless. One JSON
// line per observed change on stdout (the first read of each key counts), flushed at once,
// until SIGINT/SIGTERM (exit 0). Passing failures (429, 503, no connection) are reported on
// stderr once per streak while polling backs off; failures that waiting cannot fix (auth,
// an answer that is not the lock API) end the watch with their exit code.
class WatchCommand : public CommandTask {
    Q_OBJECT
public:
    WatchCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                 QObject* parent = nullptr);

    void start() override;
    void interrupt() override;

private:
    void onReadFinished(const OperationResult& result);
    void onKeyChanged(const QString& key, const LockState& state, const QDateTime& observedAt);
    static bool isPassing(FailureKind kind);

    Invocation m_invocation;
    LockClient& m_client;
    OutputPrinter& m_printer;
    PollScheduler* m_scheduler;
    ClockOffsetEstimator* m_offset;
    QString m_lastFailureLabel; // empty while reads succeed
    bool m_done = false;
};

} // namespace volcano::lockctl
