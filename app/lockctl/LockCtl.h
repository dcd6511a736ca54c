// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "Invocation.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <memory>
#include <optional>

namespace volcano {
class LockClient;
class SignalNotifier;
} // namespace volcano

namespace volcano::lockctl {

class CommandTask;
class OutputPrinter;

// The whole program behind main(): reads the command line, runs one command, reports its
// exit code.
class LockCtl : public QObject {
    Q_OBJECT
public:
    explicit LockCtl(QObject* parent = nullptr);
    ~LockCtl() override;

    // The exit code when nothing needs the event loop (help, version, a usage error);
    // otherwise the command runs and finished() follows.
    std::optional<int> start(const QStringList& arguments, const QProcessEnvironment& environment);

    static QString version();

Q_SIGNALS:
    void finished(int exitCode);

private:
    CommandTask* createTask(const Invocation& invocation);
    LockClient* createClient(const Invocation& invocation);
    void onTaskFinished(int exitCode);

    std::unique_ptr<OutputPrinter> m_printer;
    CommandTask* m_task = nullptr;
    SignalNotifier* m_signals = nullptr;
    bool m_finished = false;
};

} // namespace volcano::lockctl
