// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/ConsoleActions.h"

#include "ui/widgets/Theme.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace volcano::ui {

ConsoleActions::ConsoleActions(QObject* parent)
    : QObject(parent) {
    addKey = make(tr("&Add Key…"), QStringLiteral("add-key"), QKeySequence::New,
                  tr("Watch one more lock key"));
    pasteKeys = make(tr("&Paste Keys…"), QStringLiteral("paste-keys"),
                     QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                     tr("Watch many keys at once: one per line, previewed before adding"));
    importKeys = make(tr("&Import Keys…"), QStringLiteral("import"), QKeySequence::Open,
                      tr("Watch the keys listed in a text or JSON file, previewed before adding"));
    exportKeys = make(tr("&Export Keys…"), QStringLiteral("export"),
                      QKeySequence(Qt::CTRL | Qt::Key_E), tr("Save the watched keys to a file"));
    removeKeys = make(tr("&Remove Keys"), QStringLiteral("remove"), QKeySequence::Delete,
                      tr("Stop watching the selected keys (the locks are not touched)"));
    refresh = make(tr("Re&fresh"), QStringLiteral("refresh"), QKeySequence(Qt::Key_F5),
                   tr("Read every watched key now"));
    forceRelease = make(tr("&Force Release…"), QStringLiteral("force-release"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                        tr("Drop the selected lock whatever holds it, after confirmation"));
    toggleNotify = make(tr("&Notify on Handover"), QStringLiteral("notify"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                        tr("Notify when the selected locks change hands or become free"));
    toggleNotify->setCheckable(true);
    copy = make(tr("&Copy Keys"), QStringLiteral("copy"), QKeySequence::Copy,
                tr("Copy the selected keys"));
    filter = make(tr("&Filter…"), QStringLiteral("filter"), QKeySequence::Find,
                  tr("Show only keys containing some text"));
    profiles = make(tr("&Profiles…"), QStringLiteral("profiles"),
                    QKeySequence(Qt::CTRL | Qt::Key_P), tr("Manage connection profiles"));
    auditLog = make(tr("&Audit Log"), QStringLiteral("audit-log"),
                    QKeySequence(Qt::CTRL | Qt::Key_L), tr("Every mutating action taken"));
    requestLog =
        make(tr("Re&quest Log"), QStringLiteral("request-log"), QKeySequence(Qt::CTRL | Qt::Key_J),
             tr("Every request sent, with its X-Volcano-Request-Id"));
    takeTestLease =
        make(tr("&Take Test Lease…"), QStringLiteral("lease"), QKeySequence(Qt::CTRL | Qt::Key_T),
             tr("Hold a lease by hand on the selected (or any) key, with auto-renew"));
    testLeases = make(tr("&Test Leases"), QStringLiteral("lease"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
                      tr("The test leases this console holds"));
    quotaChart = make(tr("&Quota"), QStringLiteral("quota"), QKeySequence(Qt::CTRL | Qt::Key_U),
                      tr("The project's request quota: this minute and the last hour"));
    planner = make(tr("Capacity P&lanner"), QStringLiteral("planner"),
                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                   tr("How many lock holders a TTL allows under the quota"));
    timeline = make(tr("T&imeline"), QStringLiteral("audit-log"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                    tr("Who held which lock when; the incident report"));
    alerts = make(tr("&Alerts"), QStringLiteral("warning"),
                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                  tr("What the watch rules say: the alerts firing and those resolved"));
    alertRules = make(tr("Alert &Rules…"), QStringLiteral("notify"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W),
                      tr("Edit the watch rules: what to be told about, and when"));
    showDetail = make(tr("Lock &Detail"), QStringLiteral("lock-held"), QKeySequence(Qt::Key_F9),
                      tr("Show or hide the lock detail panel"));
    showDetail->setCheckable(true);
    showDetail->setChecked(true);
    quit = make(tr("&Quit"), QStringLiteral("quit"), QKeySequence(Qt::CTRL | Qt::Key_Q),
                tr("Quit the console"));
    quit->setMenuRole(QAction::QuitRole);
    about = make(tr("A&bout"), QStringLiteral("about"), QKeySequence(Qt::Key_F1),
                 tr("About Volcano Lock Console"));
    about->setMenuRole(QAction::AboutRole);
    commandPalette =
        make(tr("&Command Palette…"), QStringLiteral("filter"), QKeySequence(Qt::CTRL | Qt::Key_K),
             tr("Run any action or go to any watched key by typing a few letters"));
    auto* themes = new QActionGroup(this);
    themeSystem = themes->addAction(tr("&System Colours"));
    themeLight = themes->addAction(tr("&Light"));
    themeDark = themes->addAction(tr("&Dark"));
    for (QAction* theme : themes->actions()) {
        theme->setCheckable(true);
        theme->setStatusTip(tr("The console's colours"));
    }
    // Short labels for the toolbar; menus keep the full text.
    addKey->setIconText(tr("Add"));
    pasteKeys->setIconText(tr("Paste"));
    removeKeys->setIconText(tr("Remove"));
    toggleNotify->setIconText(tr("Notify"));
    forceRelease->setIconText(tr("Force Release"));
    profiles->setIconText(tr("Profiles"));
    takeTestLease->setIconText(tr("Test Lease"));
}

QList<QAction*> ConsoleActions::all() const {
    return m_all;
}

void ConsoleActions::addMenusTo(QMenuBar* bar) const {
    QMenu* file = bar->addMenu(tr("&File"));
    file->addAction(profiles);
    file->addSeparator();
    file->addAction(importKeys);
    file->addAction(exportKeys);
    file->addSeparator();
    file->addAction(quit);

    QMenu* keys = bar->addMenu(tr("&Keys"));
    keys->addAction(addKey);
    keys->addAction(pasteKeys);
    keys->addAction(removeKeys);
    keys->addSeparator();
    keys->addAction(refresh);
    keys->addAction(toggleNotify);
    keys->addSeparator();
    keys->addAction(takeTestLease);
    keys->addAction(forceRelease);

    QMenu* view = bar->addMenu(tr("&View"));
    view->addAction(commandPalette);
    view->addAction(filter);
    view->addAction(showDetail);
    view->addSeparator();
    view->addAction(quotaChart);
    view->addAction(planner);
    view->addAction(timeline);
    view->addSeparator();
    view->addAction(alerts);
    view->addAction(alertRules);
    view->addSeparator();
    QMenu* theme = view->addMenu(tr("&Theme"));
    theme->addActions({themeSystem, themeLight, themeDark});
    view->addSeparator();
    view->addAction(testLeases);
    view->addAction(requestLog);
    view->addAction(auditLog);

    QMenu* help = bar->addMenu(tr("&Help"));
    help->addAction(about);
}

QList<QAction*> ConsoleActions::mutating() const {
    return {forceRelease, takeTestLease};
}

QAction* ConsoleActions::make(const QString& text, const QString& iconName,
                              const QKeySequence& shortcut, const QString& statusTip) {
    auto* action =
        new QAction(Theme::icon(QStringLiteral(":/icons/%1.svg").arg(iconName)), text, this);
    action->setShortcut(shortcut);
    action->setStatusTip(statusTip);
    action->setToolTip(
        QStringLiteral("%1 (%2)").arg(QString(text).remove(u'&').remove(QStringLiteral("…")),
                                      shortcut.toString(QKeySequence::NativeText)));
    m_all.append(action);
    return action;
}

} // namespace volcano::ui
