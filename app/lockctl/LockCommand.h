// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "protocol/OperationResult.h"

#include <optional>

namespace volcano {
class LockClient;
class PendingCall;
} // namespace volcano

namespace volcano::lockctl {

class OutputPrinter;

// get, acquire, renew, release and force-release: one logical operation, its result
// printed, its outcome as the exit code.
class LockCommand : public CommandTask {
    Q_OBJECT
public:
    LockCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                QObject* parent = nullptr);

    void start() override;

private:
    PendingCall* send();
    void onFinished(const OperationResult& result);
    void onFollowUpRead(const OperationResult& read);
    void printResult(const OperationResult& result);
    void printJsonResult(const OperationResult& result);

    Invocation m_invocation;
    LockClient& m_client;
    OutputPrinter& m_printer;
    std::optional<OperationResult> m_unknown; // a force release whose answer was lost
};

} // namespace volcano::lockctl
