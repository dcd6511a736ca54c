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
};

} // namespace volcano::lockctl
