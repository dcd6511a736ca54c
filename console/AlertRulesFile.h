// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/RuleSet.h"
#include "protocol/Expected.h"

#include <QDateTime>
#include <QString>

namespace volcano::ui {

// The solo console's watch rules: a rule file (spec/recorder.md) in the console's data
// folder, edited by hand or through the rules dialog. A file that does not read is never
// taken for "no rules" and never silently replaced: the rules read before stay in force, and
// the broken file is kept beside the new one when the dialog saves.
class AlertRulesFile {
public:
    static constexpr QLatin1StringView kFileName{"alert-rules.json"};

    explicit AlertRulesFile(QString path);

    QString path() const { return m_path; }
    // Reads the file again. A missing file means no rules; on an error (which names the
    // file and the rule) rules() stays what it was.
    [[nodiscard]] Expected<void> reload();
    // The rules last read or saved without error.
    const alerts::RuleSet& rules() const { return m_rules; }
    // Writes a valid set in place of the file (atomically). A file that did not read is
    // first kept as brokenCopyPath(), so a hand edit in progress is not lost.
    [[nodiscard]] Expected<void> save(const alerts::RuleSet& rules);
    QString brokenCopyPath() const;
    // The file was written, created or removed since it was last read or saved here (a hand
    // edit): worth a reload().
    bool changedOnDisk() const;

private:
    struct Stamp {
        bool exists = false;
        QDateTime modified;
        qint64 size = 0;
        friend bool operator==(const Stamp&, const Stamp&) = default;
    };

    Expected<void> keepBrokenFile() const;
    Stamp stampOnDisk() const;

    QString m_path;
    alerts::RuleSet m_rules;
    Stamp m_seen; // of the file as last read or saved
};

} // namespace volcano::ui
