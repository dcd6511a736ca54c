// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "RecorderOptions.h"

#include <QTextStream>

namespace volcano {
class AppDatabase;
}

namespace volcano::recorder {

// The one-shot commands: init-store and keys add|remove|list. Each opens the store
// (migrating it, as every program of the project does at start), does its work in one
// transaction and returns the exit code (spec/recorder.md).
class StoreCommand {
public:
    StoreCommand(const RecorderOptions& options, QTextStream& out, QTextStream& err);
    int run();

private:
    int editKeys();
    int listKeys();
    bool readKeys(QStringList& keys);

    const RecorderOptions& m_options;
    QTextStream& m_out;
    QTextStream& m_err;
    AppDatabase* m_database = nullptr; // while run() runs
};

} // namespace volcano::recorder
