// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ExitCode.h"

#include <QObject>

namespace volcano::lockctl {

// One running command. It reports its exit code once, through finished().
class CommandTask : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void start() = 0;
    // SIGINT/SIGTERM arrived. Commands that run until interrupted (hold, watch) end cleanly;
    // the rest give up at once.
    virtual void interrupt() { Q_EMIT finished(toInt(ExitCode::Failure)); }

Q_SIGNALS:
    void finished(int exitCode);

protected:
    // For a command that is done within start(): finished() once the caller has connected.
    void finishSoon(int exitCode) {
        QMetaObject::invokeMethod(
            this, [this, exitCode] { Q_EMIT finished(exitCode); }, Qt::QueuedConnection);
    }
};

} // namespace volcano::lockctl
