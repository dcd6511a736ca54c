// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/RuleSet.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <optional>

namespace volcano::lockctl {

enum class Command {
    Get,
    Acquire,
    Renew,
    Release,
    ForceRelease,
    Hold,
    Watch,
    Plan,
    AlertsList,
    AlertsTest,
    Report
};

// One validated command line: everything a command needs, nothing left to check.
struct Invocation {
    Command command = Command::Get;
    QStringList keys; // exactly one for the lock commands; any number for watch
    std::optional<qint64> ttlSeconds;
    QString lockToken;
    bool confirmed = false; // --yes
    QString reason;         // --reason (force-release)
    QString caFile;         // --ca-file or $VOLCANO_CA_FILE
    bool json = false;
    QUrl baseUrl;
    std::chrono::milliseconds timeout{10000};
    QString serviceKey; // from VOLCANO_SERVICE_KEY only; never printed

    // watch and plan
    std::optional<int> budget;
    QString keysFile;
    // hold and plan
    std::optional<double> renewFraction;
    // plan
    std::optional<int> holders;
    std::optional<int> contenders;
    std::optional<double> retryIntervalSeconds;
    std::optional<double> headroomPercent;

    // watch and alerts: the rule file, read and checked
    QString rulesFile;
    std::optional<alerts::RuleSet> rules;
    // watch
    QString metricsAddress;
    // alerts test: the recorded history and the span replayed (invalid: from its start, to
    // its end)
    QString store;
    QDateTime from;
    QDateTime to;
    // report
    QString format = QStringLiteral("md"); // md, html or json
    QString profile;                       // a solo console's profile (id or name)
    QString output;                        // the file written; empty: stdout

    QString key() const { return keys.value(0); }
};

} // namespace volcano::lockctl
