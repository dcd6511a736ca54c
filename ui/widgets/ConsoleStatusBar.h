// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QStatusBar>

class QLabel;

namespace volcano {
struct ConnectionProfile;
struct OperationResult;
} // namespace volcano

namespace volcano::ui {

class ConsoleApp;
class ElidedLabel;

// The window's status bar: the active profile, its project and a read-only badge, how fresh
// the watched data is, the first pass over a new watchlist while it runs, the polling figures
// (reads this minute, project quota, server clock, a 429 pause), where the reads of the last
// minute went (refresh, takeover, selected, ...), the alerts firing and where service keys
// are kept.
// The figures move every second.
class ConsoleStatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit ConsoleStatusBar(ConsoleApp& app, QWidget* parent = nullptr);

    void showKeychainStatus(bool persistent, const QString& reason);
    // The visible fields, joined by " | ".
    QString statusText() const;

private:
    QLabel* addLabel(const QString& name);
    void addFields();
    // The badge is filled with the theme's accent, so it follows a change of theme.
    void styleReadOnlyBadge();
    void showKeychainAtStart();
    void showProfile(const ConnectionProfile& profile);
    void updatePolling();
    void onConnectionChecked(const OperationResult& result);
    void updateFreshness();
    void updateCoverage(int keys, int readCapacity);
    void updateFirstPass();
    void updateTeam();
    void updateAlerts();

    ConsoleApp& m_app;
    QLabel* m_profile;
    QLabel* m_project;
    QLabel* m_readOnlyBadge;
    QLabel* m_keychain;
    QLabel* m_freshness;
    QLabel* m_polling;
    QString m_connectionCheck; // the outcome of a keyless profile's connection test
    bool m_connectionFailed = false;
    QLabel* m_coverage;       // "200 keys at 60 reads a minute: ..."
    QLabel* m_readMix;        // "reads: 41 refresh · 12 takeover · 7 selected" (the last minute)
    ElidedLabel* m_firstPass; // takes what room is left, cut with … (whole in the tooltip)
    QLabel* m_team;           // team mode: which recorder leads, how old its last observation is
    QLabel* m_alerts;         // alerts firing, while there are watch rules
};

} // namespace volcano::ui
