// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/AlertRulesFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <utility>

namespace volcano::ui {

AlertRulesFile::AlertRulesFile(QString path)
    : m_path(std::move(path)) {}

Expected<void> AlertRulesFile::reload() {
    m_seen = stampOnDisk();
    if (!m_seen.exists) {
        m_rules = {};
        return {};
    }
    auto loaded = alerts::RuleSet::load(m_path);
    if (!loaded)
        return loaded.error();
    m_rules = std::move(*loaded);
    return {};
}

Expected<void> AlertRulesFile::save(const alerts::RuleSet& rules) {
    if (auto valid = rules.validate(); !valid)
        return valid;
    if (auto kept = keepBrokenFile(); !kept)
        return kept;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(rules.toJson()) < 0 || !file.commit())
        return fail(QStringLiteral("could not write %1: %2").arg(m_path, file.errorString()));
    m_rules = rules;
    m_seen = stampOnDisk();
    return {};
}

bool AlertRulesFile::changedOnDisk() const {
    return !(stampOnDisk() == m_seen);
}

AlertRulesFile::Stamp AlertRulesFile::stampOnDisk() const {
    const QFileInfo info(m_path);
    if (!info.exists())
        return {};
    return {true, info.lastModified(), info.size()};
}

QString AlertRulesFile::brokenCopyPath() const {
    return m_path + QStringLiteral(".broken");
}

Expected<void> AlertRulesFile::keepBrokenFile() const {
    if (!QFileInfo::exists(m_path) || alerts::RuleSet::load(m_path))
        return {};
    QFile::remove(brokenCopyPath());
    if (!QFile::copy(m_path, brokenCopyPath()))
        return fail(QStringLiteral("%1 does not read as a rule file and could not be kept as %2")
                        .arg(m_path, brokenCopyPath()));
    return {};
}

} // namespace volcano::ui
