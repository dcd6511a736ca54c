// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "AlertsCommand.h"

#include "Failure.h"
#include "OutputPrinter.h"
#include "WatchAlerts.h"

#include "alerts/HistoryReplay.h"
#include "protocol/Rfc3339.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace volcano::lockctl {

namespace {

constexpr int kPage = 5000;

QString utc(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

QJsonObject ruleJson(const alerts::AlertRule& rule) {
    QJsonObject object{{QStringLiteral("name"), rule.name},
                       {QStringLiteral("kind"), alerts::kindName(rule.kind)},
                       {QStringLiteral("severity"), rule.severity},
                       {QStringLiteral("hold_down"), rule.holdDownSeconds},
                       {QStringLiteral("clear_down"), rule.clearDownSeconds}};
    if (!alerts::isProjectWide(rule.kind))
        object.insert(QStringLiteral("keys"),
                      rule.keys.isEmpty() ? QStringLiteral("*") : rule.keys);
    if (rule.kind == alerts::RuleKind::Quota)
        object.insert(QStringLiteral("percent"), rule.percent);
    else
        object.insert(QStringLiteral("seconds"), rule.effectiveSeconds());
    if (rule.kind == alerts::RuleKind::Flapping)
        object.insert(QStringLiteral("changes"), rule.changes);
    return object;
}

QString threshold(const QJsonObject& rule) {
    if (rule.contains(QStringLiteral("percent")))
        return QStringLiteral("above %1 % of the quota")
            .arg(rule.value(QStringLiteral("percent")).toDouble());
    const int seconds = rule.value(QStringLiteral("seconds")).toInt();
    if (rule.contains(QStringLiteral("changes")))
        return QStringLiteral("more than %1 changes in %2 s")
            .arg(rule.value(QStringLiteral("changes")).toInt())
            .arg(seconds);
    return QStringLiteral("%1 s").arg(seconds);
}

} // namespace

AlertsCommand::AlertsCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_printer(printer) {}

void AlertsCommand::start() {
    int exitCode = toInt(ExitCode::Ok);
    if (m_invocation.command == Command::AlertsList) {
        list();
    } else if (auto tested = test(); !tested) {
        m_printer.printFailure(tested.error());
        exitCode = toInt(tested.error().exitCode);
    }
    finishSoon(exitCode);
}

void AlertsCommand::list() {
    const alerts::RuleSet& rules = *m_invocation.rules;
    QJsonArray ruleList;
    for (const alerts::AlertRule& rule : rules.rules)
        ruleList.append(ruleJson(rule));
    QJsonArray webhooks;
    for (const alerts::WebhookTarget& target : rules.webhooks)
        webhooks.append(target.redactedUrl());
    if (m_invocation.json) {
        m_printer.printJson(QJsonDocument(QJsonObject{{QStringLiteral("rules"), ruleList},
                                                      {QStringLiteral("webhooks"), webhooks}})
                                .toJson(QJsonDocument::Compact));
        return;
    }
    for (const auto& value : std::as_const(ruleList)) {
        const QJsonObject rule = value.toObject();
        m_printer.printLine(
            QStringLiteral("%1  %2  keys %3  %4  severity %5  hold-down %6 s  "
                           "clear-down %7 s")
                .arg(rule.value(QStringLiteral("name")).toString(),
                     rule.value(QStringLiteral("kind")).toString(),
                     rule.value(QStringLiteral("keys")).toString(QStringLiteral("(project)")),
                     threshold(rule), rule.value(QStringLiteral("severity")).toString())
                .arg(rule.value(QStringLiteral("hold_down")).toInt())
                .arg(rule.value(QStringLiteral("clear_down")).toInt()));
    }
    for (const auto& url : std::as_const(webhooks))
        m_printer.printLine(QStringLiteral("webhook %1").arg(url.toString()));
    m_printer.printLine(QStringLiteral("valid: %1 rule(s), %2 webhook(s)")
                            .arg(ruleList.size())
                            .arg(webhooks.size()));
}

Expected<void, Failure> AlertsCommand::test() {
    alerts::HistoryReplay history(*m_invocation.rules);
    if (auto replayed = replay(history); !replayed)
        return replayed;
    const QList<alerts::AlertEvent> events = history.finish(m_invocation.to);
    for (const alerts::AlertEvent& event : events)
        printEvent(event);
    printSummary(history, events);
    return {};
}

// Observations page by page (a week of reads does not have to fit in memory twice), with
// the quota minutes of the span first: HistoryReplay shows each at its minute's end.
Expected<void, Failure> AlertsCommand::replay(alerts::HistoryReplay& history) {
    auto location = StoreLocation::parse(m_invocation.store);
    if (!location)
        return Failure::invalidInput(QStringLiteral("invalid_store"),
                                     QStringLiteral("--store: ") + location.error().message);
    // Opening would create an empty store: a mistyped path must not read as "no alerts".
    if (!location->isPostgres() && !QFileInfo::exists(location->database()))
        return Failure::invalidInput(
            QStringLiteral("invalid_store"),
            QStringLiteral("--store: there is no store at %1").arg(location->database()));
    AppDatabase database(*location);
    if (auto opened = database.open(); !opened)
        return Failure::storeUnavailable(opened.error().message);
    const TeamStore store(database);
    const qint64 fromMs = m_invocation.from.isValid() ? m_invocation.from.toMSecsSinceEpoch() : 0;
    auto quota = store.quotaSince(fromMs);
    if (!quota)
        return Failure::storeUnavailable(quota.error().message);
    QMap<qint64, int> perMinute; // the server's figure where there is one
    for (const TeamStore::QuotaFigure& figure : std::as_const(*quota))
        if (figure.source == QStringLiteral("server") || !perMinute.contains(figure.minuteStartMs))
            perMinute.insert(figure.minuteStartMs, figure.used);
    for (auto it = perMinute.cbegin(); it != perMinute.cend(); ++it)
        history.addQuotaMinute(QDateTime::fromMSecsSinceEpoch(it.key(), Qt::UTC), it.value(), 600);
    auto first = store.firstIdObservedFrom(fromMs);
    if (!first)
        return Failure::storeUnavailable(first.error().message);
    qint64 afterId = first->value_or(std::numeric_limits<qint64>::max()) - 1;
    for (;;) {
        auto page = store.observationsAfter(afterId, kPage);
        if (!page)
            return Failure::storeUnavailable(page.error().message);
        for (const RecordedObservation& observation : std::as_const(*page)) {
            if (m_invocation.to.isValid() && observation.observedAt > m_invocation.to)
                return {};
            history.addObservation(observation);
            afterId = observation.id;
        }
        if (page->size() < kPage)
            return {};
    }
}

void AlertsCommand::printEvent(const alerts::AlertEvent& event) {
    if (m_invocation.json) {
        m_printer.printJson(WatchAlerts::jsonLine(event));
        return;
    }
    m_printer.printLine(
        QStringLiteral("%1  %2  %3").arg(utc(event.at), event.statusName(), event.text()));
}

void AlertsCommand::printSummary(const alerts::HistoryReplay& history,
                                 const QList<alerts::AlertEvent>& events) {
    const auto fired =
        std::count_if(events.cbegin(), events.cend(), [](const alerts::AlertEvent& e) {
            return e.status == alerts::AlertEvent::Status::Firing;
        });
    const qsizetype active = history.stillActive().size();
    if (m_invocation.json) {
        QJsonObject summary{{QStringLiteral("type"), QStringLiteral("summary")},
                            {QStringLiteral("fired"), qint64(fired)},
                            {QStringLiteral("resolved"), qint64(events.size() - fired)},
                            {QStringLiteral("still_active"), qint64(active)},
                            {QStringLiteral("reads"), history.reads()},
                            {QStringLiteral("keys"), history.keys()},
                            {QStringLiteral("from"), rfc3339::format(history.firstRead())},
                            {QStringLiteral("to"), rfc3339::format(history.lastRead())}};
        m_printer.printJson(QJsonDocument(summary).toJson(QJsonDocument::Compact));
        return;
    }
    if (history.reads() == 0) {
        m_printer.printLine(QStringLiteral("no recorded reads in this span"));
        return;
    }
    m_printer.printLine(QStringLiteral("%1 fired, %2 resolved, %3 still active; %4 reads of %5 "
                                       "keys from %6 to %7")
                            .arg(fired)
                            .arg(events.size() - fired)
                            .arg(active)
                            .arg(history.reads())
                            .arg(history.keys())
                            .arg(utc(history.firstRead()), utc(history.lastRead())));
    m_printer.printLine(QStringLiteral("not replayed: 429s and 503s (a failed read writes no "
                                       "observation)"));
}

} // namespace volcano::lockctl
