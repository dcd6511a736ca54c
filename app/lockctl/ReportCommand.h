// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "protocol/Expected.h"
#include "store/TimelineSource.h"

namespace volcano {
class AppDatabase;
}

namespace volcano::lockctl {

class OutputPrinter;
struct Failure;

// report --from T --to T [KEY...] [--keys-file F] [--format md|html|json] [--store URL]
//        [--profile ID] [--output FILE]
// The incident report of a range from the recorded history: a solo console's own file (its
// default location, or --store FILE) or a team store (--store postgresql://…). Writes to
// stdout, or to FILE (replaced atomically). No API request is made.
class ReportCommand : public CommandTask {
    Q_OBJECT
public:
    ReportCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent = nullptr);

    void start() override;

    // Where a solo console keeps its file when started without --data-dir.
    static QString defaultStorePath();

private:
    Expected<void, Failure> write();
    Expected<TimelineQuery, Failure> queryFor(AppDatabase& database) const;
    QByteArray render(const TimelineRecords& records, const TimelineQuery& query,
                      const QString& source) const;

    Invocation m_invocation;
    OutputPrinter& m_printer;
};

} // namespace volcano::lockctl
