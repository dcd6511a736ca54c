// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "StoreCommand.h"

#include "RecorderFailure.h"
#include "protocol/KeyListParser.h"
#include "store/AppDatabase.h"
#include "store/TeamWatchlist.h"

#include <QDateTime>

namespace volcano::recorder {

StoreCommand::StoreCommand(const RecorderOptions& options, QTextStream& out, QTextStream& err)
    : m_options(options)
    , m_out(out)
    , m_err(err) {}

int StoreCommand::run() {
    AppDatabase database(m_options.store);
    if (auto opened = database.open(); !opened) {
        const RecorderFailure failure = RecorderFailure::fromStoreError(opened.error().message);
        m_err << "volcano-lock-recorder: " << failure.message << Qt::endl;
        return failure.code;
    }
    m_database = &database;
    int code = 0;
    switch (m_options.command) {
    case RecorderOptions::Command::InitStore:
        m_out << "store " << m_options.store.displayText() << " is at schema version "
              << database.schemaVersion() << Qt::endl;
        break;
    case RecorderOptions::Command::KeysList:
        code = listKeys();
        break;
    default:
        code = editKeys();
        break;
    }
    m_database = nullptr;
    return code;
}

// Every entry is checked before anything changes: one invalid key and nothing is added.
bool StoreCommand::readKeys(QStringList& keys) {
    const KeyListParser parser;
    KeyList list = parser.parseEntries(m_options.keys);
    if (!m_options.keysFile.isEmpty()) {
        auto fromFile = parser.parseFile(m_options.keysFile);
        if (!fromFile) {
            m_err << "volcano-lock-recorder: " << fromFile.error().message << Qt::endl;
            return false;
        }
        for (const KeyList::Rejected& rejected : std::as_const(fromFile->rejected))
            m_err << m_options.keysFile << ":" << rejected.line << ": " << rejected.reason
                  << Qt::endl;
        list.keys += fromFile->keys;
        list.rejected += fromFile->rejected;
    }
    for (const KeyList::Rejected& rejected : std::as_const(list.rejected)) {
        if (rejected.line <= m_options.keys.size())
            m_err << "argument " << rejected.line << ": " << rejected.reason << Qt::endl;
    }
    keys = list.keys;
    keys.removeDuplicates();
    return list.rejected.isEmpty();
}

int StoreCommand::editKeys() {
    QStringList keys;
    if (!readKeys(keys)) {
        m_err << "volcano-lock-recorder: nothing was changed" << Qt::endl;
        return RecorderFailure::Usage;
    }
    TeamWatchlist watchlist(*m_database);
    const bool adding = m_options.command == RecorderOptions::Command::KeysAdd;
    auto changed =
        adding ? watchlist.add(keys, QDateTime::currentMSecsSinceEpoch()) : watchlist.remove(keys);
    if (!changed) {
        m_err << "volcano-lock-recorder: " << changed.error().message << Qt::endl;
        return RecorderFailure::Unreachable;
    }
    m_out << (adding ? "added " : "removed ") << changed->size() << " of " << keys.size() << " keys"
          << Qt::endl;
    return 0;
}

int StoreCommand::listKeys() {
    auto keys = TeamWatchlist(*m_database).keys();
    if (!keys) {
        m_err << "volcano-lock-recorder: " << keys.error().message << Qt::endl;
        return RecorderFailure::Unreachable;
    }
    for (const QString& key : std::as_const(*keys))
        m_out << key << '\n';
    m_out.flush();
    return 0;
}

} // namespace volcano::recorder
