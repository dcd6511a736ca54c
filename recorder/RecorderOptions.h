// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/StoreLocation.h"

#include <QString>
#include <QStringList>
#include <QUrl>

namespace volcano::recorder {

// Everything volcano-lock-recorder was asked to do (docs/team-mode.md, the outside
// interface in spec/recorder.md), after the command line, the --config file and the
// environment were read and checked.
struct RecorderOptions {
    enum class Command { InitStore, KeysAdd, KeysRemove, KeysList, Run };

    Command command = Command::Run;
    StoreLocation store;
    // keys add|remove
    QStringList keys;
    QString keysFile;
    // run
    QUrl apiUrl;
    QString serviceKey; // never printed
    QString caFile;
    int budgetPerMinute = 60;
    QString leaderKey = QStringLiteral("volcano-recorder");
    int leaderTtlSeconds = 15;
    QString name;
    int retentionDays = 30;
    QString metricsAddress; // HOST:PORT; empty: no metrics endpoint
    QString rulesFile;      // --rules; empty: no watch rules
};

} // namespace volcano::recorder
