// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "lease/CapacityPlan.h"

namespace volcano::lockctl {

class OutputPrinter;

// plan --ttl S [...]: core's CapacityPlanner on the command line; no server is asked.
// Without options it plans holders alone against the whole quota, so `plan --ttl 30`
// reads like the contract's table: 6 renewals a minute per holder, 100 holders at 100 %,
// 80 at 80 %.
class PlanCommand : public CommandTask {
    Q_OBJECT
public:
    PlanCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent = nullptr);

    void start() override;

    static CapacityInputs inputsFor(const Invocation& invocation);

private:
    void printPlain(const CapacityPlan& plan, const QList<CapacityPoint>& series);
    void printJson(const CapacityPlan& plan, const QList<CapacityPoint>& series);

    Invocation m_invocation;
    OutputPrinter& m_printer;
};

} // namespace volcano::lockctl
