// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// console_bench: the console with 10,000 watched keys, offscreen. Measures the time to the
// first painted window, one full model refresh (every row changed, the proxy sorted on the
// fencing-token column), sorting each column, and peak memory. Prints the figures against
// issue 3's targets and exits non-zero when one is missed.
//
//   build/<preset>/bench/console_bench [--keys N]
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "store/LockHistory.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <functional>

using namespace volcano;

namespace {

constexpr double kRefreshTargetMs = 50;
constexpr double kSortTargetMs = 50;
constexpr double kMemoryTargetMb = 200;
constexpr double kFirstPaintTargetMs = 1000;

// Milliseconds since this process started (from /proc), so the start-up figure includes
// loading the program and its libraries, not just main().
double processAgeMs() {
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray statLine = stat.readAll();
    // Field 22 (starttime) counts from after the ")" that ends the command name.
    const QList<QByteArray> fields = statLine.mid(statLine.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble();
    const double upSeconds = uptime.readAll().split(' ').value(0).toDouble();
    return (upSeconds - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

double peakRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

double timeMs(const std::function<void()>& work) {
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e6;
}

QStringList benchKeys(int count) {
    QStringList keys;
    keys.reserve(count);
    for (int i = 0; i < count; ++i)
        keys << QStringLiteral("svc-%1:shard-%2").arg(i % 97).arg(i, 5, 10, QLatin1Char('0'));
    return keys;
}

// A read of every key, as one poll round would deliver it: held, with tokens in a scrambled
// order above 2^52 so sorting has work to do.
QList<OperationResult> readRound(const QStringList& keys, FencingToken base, const QDateTime& now) {
    QList<OperationResult> results;
    results.reserve(keys.size());
    for (int i = 0; i < keys.size(); ++i) {
        OperationResult result;
        result.operation = Operation::Read;
        result.key = keys[i];
        result.httpStatus = 200;
        result.sentAtUtc = now;
        result.serverDate = now;
        LockState state;
        state.held = i % 7 != 0;
        if (state.held) {
            state.fencingToken = base + FencingToken((i * 7919) % keys.size());
            state.expiresAt = now.addSecs(5 + (i * 31) % 120);
        }
        result.state = state;
        results.append(result);
    }
    return results;
}

bool report(const char* what, double value, const char* unit, double target) {
    const bool met = value < target;
    std::printf("%-44s %9.1f %s   (target < %.0f %s) %s\n", what, value, unit, target, unit,
                met ? "ok" : "MISSED");
    return met;
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_LOGGING_RULES", "*.debug=false;volcano.*.info=false");
    QApplication app(argc, argv);
    initVolcanoUiResources();
    QStandardPaths::setTestModeEnabled(true);
    int keyCount = 10'000;
    const QStringList arguments = QApplication::arguments();
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--keys")); at > 0)
        keyCount = arguments.value(at + 1).toInt();

    QTemporaryDir dir;
    ui::ConsoleOptions options;
    options.databasePath = dir.filePath(QStringLiteral("console.sqlite"));
    options.settingsPath = dir.filePath(QStringLiteral("console.ini"));
    options.memoryOnlySecrets = true;
    options.demoOnFirstRun = false;
    ui::ConsoleApp console(options);
    if (!console.open()) {
        std::fprintf(stderr, "cannot open the database\n");
        return 2;
    }
    const QStringList keys = benchKeys(keyCount);
    Watchlist& watchlist = console.watchlist();
    watchlist.setProfile(QStringLiteral("bench"));
    const double addMs = timeMs([&] { watchlist.addMany(keys); });
    LockWatcher& watcher = console.session().watcher();
    watcher.setKeys(watchlist.keyNames());

    // Start-up: the window with 10,000 rows, until its table has painted once.
    ui::MainWindow window(console);
    double firstPaintMs = -1;
    // grab() renders the whole window: the first time it succeeds after show() bounds the
    // moment a user sees it painted.
    QTimer probe;
    probe.setInterval(0);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        if (!window.grab().isNull() && firstPaintMs < 0) {
            firstPaintMs = processAgeMs();
            probe.stop();
            app.quit();
        }
    });
    window.show();
    probe.start();
    app.exec();

    // The window keeps its parts private: they are found by object name.
    auto* model = window.findChild<ui::WatchTableModel*>(QStringLiteral("watchModel"));
    auto* proxy = window.findChild<ui::WatchSortFilterProxy*>(QStringLiteral("watchProxy"));
    auto* table = window.findChild<QTableView*>(QStringLiteral("watchTable"));
    if (!model || !proxy || !table) {
        std::fprintf(stderr, "the main window has no watch table, model or proxy\n");
        return 2;
    }
    table->sortByColumn(ui::WatchTableModel::FencingTokenColumn, Qt::AscendingOrder);
    const FencingToken base = (FencingToken{1} << 52) + 1;
    const QDateTime now = QDateTime::currentDateTimeUtc();

    // One full refresh: every row changes (first round), then again with new tokens.
    QList<OperationResult> round = readRound(keys, base, now);
    const double applyMs = timeMs([&] {
        for (const OperationResult& result : std::as_const(round))
            watcher.applyResult(result);
    });
    const double refreshMs = timeMs([&] { model->flushPendingChanges(); });
    round = readRound(keys, base + FencingToken(keyCount), now.addSecs(3));
    for (const OperationResult& result : std::as_const(round))
        watcher.applyResult(result);
    const double secondRefreshMs = timeMs([&] { model->flushPendingChanges(); });
    const double countdownMs = timeMs([&] { model->refreshCountdowns(); });
    const double reloadMs = timeMs([&] { model->reload(); });

    double worstSortMs = 0;
    int worstColumn = 0;
    for (int column = 0; column < ui::WatchTableModel::ColumnCount; ++column) {
        const double ms = timeMs([&] { proxy->sort(column, Qt::DescendingOrder); });
        if (ms > worstSortMs) {
            worstSortMs = ms;
            worstColumn = column;
        }
    }
    const double tokenSortMs =
        timeMs([&] { proxy->sort(ui::WatchTableModel::FencingTokenColumn, Qt::AscendingOrder); });
    const bool sortedRight =
        proxy->index(0, 0).data(ui::WatchTableModel::FencingTokenRole).toULongLong() <=
        proxy->index(proxy->rowCount() - 1, 0)
            .data(ui::WatchTableModel::FencingTokenRole)
            .toULongLong();

    // For the record: the first read of every key also writes a "first seen" row to the
    // fencing-token history (SQLite) when a history is attached, as in a live session.
    LockHistory& history = console.history();
    watcher.setHistory(&history, QStringLiteral("bench"));
    watcher.setKeys({});
    watcher.setKeys(watchlist.keyNames());
    round = readRound(keys, base + 2 * FencingToken(keyCount), now.addSecs(6));
    const double historyApplyMs = timeMs([&] {
        for (const OperationResult& result : std::as_const(round))
            watcher.applyResult(result);
        model->flushPendingChanges();
    });

    std::printf("console_bench: %d watched keys, offscreen, Qt %s\n", keyCount, qVersion());
    std::printf("%-44s %9.1f ms\n", "add the keys to the watchlist (SQLite)", addMs);
    std::printf("%-44s %9.1f ms\n", "apply one read of every key (LockWatcher)", applyMs);
    std::printf("%-44s %9.1f ms\n", "second full refresh (new tokens)", secondRefreshMs);
    std::printf("%-44s %9.1f ms\n", "countdown column repaint signal", countdownMs);
    std::printf("%-44s %9.1f ms\n", "model reset (reload)", reloadMs);
    std::printf("%-44s %9.1f ms\n", "sort by fencing token (ascending)", tokenSortMs);
    std::printf("%-44s %9.1f ms\n", "first reads incl. history rows (SQLite)", historyApplyMs);
    bool met = true;
    met &= report("time to first painted window", firstPaintMs, "ms", kFirstPaintTargetMs);
    met &= report("one full model refresh (sorted by token)", refreshMs, "ms", kRefreshTargetMs);
    char sortLabel[64];
    std::snprintf(sortLabel, sizeof sortLabel, "slowest sort (column %d)", worstColumn);
    met &= report(sortLabel, worstSortMs, "ms", kSortTargetMs);
    met &= report("peak resident memory", peakRssMb(), "MB", kMemoryTargetMb);
    if (!sortedRight) {
        std::printf("fencing-token sort order is wrong\n");
        met = false;
    }
    return met ? 0 : 1;
}
