// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "alerts/AlertEvent.h"
#include "protocol/Expected.h"

namespace volcano::alerts {
class HistoryReplay;
}

namespace volcano::lockctl {

class OutputPrinter;
struct Failure;

// alerts list F: the rules of a rule file, checked, with the thresholds they apply (defaults
// filled in) and the webhooks by their redacted URL.
// alerts test F --store URL [--from T] [--to T]: a recorder's recorded history (its
// observations and quota figures) replayed through the rules (HistoryReplay); prints each
// alert that would have fired or resolved, then a summary. No API request is made.
class AlertsCommand : public CommandTask {
    Q_OBJECT
public:
    AlertsCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent = nullptr);

    void start() override;

private:
    void list();
    Expected<void, Failure> test();
    Expected<void, Failure> replay(alerts::HistoryReplay& replay);
    void printEvent(const alerts::AlertEvent& event);
    void printSummary(const alerts::HistoryReplay& replay, const QList<alerts::AlertEvent>& events);

    Invocation m_invocation;
    OutputPrinter& m_printer;
};

} // namespace volcano::lockctl
