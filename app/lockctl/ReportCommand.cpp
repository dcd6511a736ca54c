// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ReportCommand.h"

#include "Failure.h"
#include "OutputPrinter.h"

#include "store/AppDatabase.h"
#include "store/ProfileStore.h"
#include "store/StoreLocation.h"
#include "timeline/IncidentReport.h"
#include "timeline/TimelineBuilder.h"
#include "timeline/TimelineSvg.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace volcano::lockctl {

namespace {

// A profile named by the user: its id, or its name in the console's profiles beside the file.
QString profileIdFor(const QString& wanted, const QString& databasePath) {
    const QString settings = QFileInfo(databasePath).dir().filePath(QStringLiteral("console.ini"));
    if (!QFileInfo::exists(settings))
        return wanted;
    const ProfileStore profiles(settings);
    for (const ConnectionProfile& profile : profiles.profiles()) {
        if (profile.name == wanted)
            return profile.id;
    }
    return wanted;
}

} // namespace

ReportCommand::ReportCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_printer(printer) {}

QString ReportCommand::defaultStorePath() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/Volcano/volcano-lock-console/console.sqlite");
}

void ReportCommand::start() {
    int exitCode = toInt(ExitCode::Ok);
    if (auto written = write(); !written) {
        m_printer.printFailure(written.error());
        exitCode = toInt(written.error().exitCode);
    }
    finishSoon(exitCode);
}

Expected<void, Failure> ReportCommand::write() {
    const QString storeText =
        m_invocation.store.isEmpty() ? defaultStorePath() : m_invocation.store;
    auto location = StoreLocation::parse(storeText);
    if (!location)
        return Failure::invalidInput(QStringLiteral("invalid_store"),
                                     QStringLiteral("--store: ") + location.error().message);
    // Opening would create an empty store: a mistyped path must not read as "nothing happened".
    if (!location->isPostgres() && !QFileInfo::exists(location->database()))
        return Failure::invalidInput(
            QStringLiteral("invalid_store"),
            QStringLiteral("there is no store at %1 (give --store FILE or --store URL)")
                .arg(location->database()));
    AppDatabase database(*location);
    if (auto opened = database.open(); !opened)
        return Failure::storeUnavailable(opened.error().message);
    auto query = queryFor(database);
    if (!query)
        return std::move(query).error();
    auto records = TimelineSource(database).load(*query);
    if (!records)
        return Failure::storeUnavailable(records.error().message);
    const QString source = query->profileId.isEmpty()
                               ? QStringLiteral("team store %1").arg(location->displayText())
                               : QStringLiteral("console file %1, profile %2")
                                     .arg(location->displayText(), query->profileId);
    const QByteArray report = render(*records, *query, source);
    if (m_invocation.output.isEmpty()) {
        m_printer.printLine(QString::fromUtf8(report).chopped(report.endsWith('\n') ? 1 : 0));
        return {};
    }
    QSaveFile file(m_invocation.output);
    if (!file.open(QIODevice::WriteOnly) || file.write(report) != report.size() || !file.commit())
        return Failure::invalidInput(
            QStringLiteral("cannot_write"),
            QStringLiteral("cannot write %1: %2").arg(m_invocation.output, file.errorString()));
    return {};
}

// Solo files hold one history per profile: the one asked for, else the most recently read.
// A team store's rows belong to no profile.
Expected<TimelineQuery, Failure> ReportCommand::queryFor(AppDatabase& database) const {
    TimelineQuery query;
    query.keys = m_invocation.keys;
    query.from = m_invocation.from;
    query.to = m_invocation.to;
    if (!m_invocation.profile.isEmpty()) {
        query.profileId = profileIdFor(m_invocation.profile, database.location().database());
        return query;
    }
    if (database.isPostgres())
        return query;
    auto profiles = TimelineSource(database).profilesWithReads();
    if (!profiles)
        return Failure::storeUnavailable(profiles.error().message);
    query.profileId = profiles->value(0);
    return query;
}

QByteArray ReportCommand::render(const TimelineRecords& records, const TimelineQuery& query,
                                 const QString& source) const {
    timeline::TimelineBuilder::Options options;
    options.from = query.from;
    options.to = query.to;
    options.keys = query.keys;
    timeline::IncidentReport::About about;
    about.source = source;
    about.generatedAt = QDateTime::currentDateTimeUtc();
    about.staleAfterMs = options.staleAfterMs;
    const timeline::IncidentReport report(timeline::TimelineBuilder::build(records, options),
                                          about);
    if (m_invocation.format == QLatin1String("json"))
        return QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    if (m_invocation.format == QLatin1String("html"))
        return report.toHtml(timeline::TimelineSvg::render(report.timeline(), report.title()))
            .toUtf8();
    return report.toMarkdown().toUtf8();
}

} // namespace volcano::lockctl
