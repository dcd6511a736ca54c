// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxOptions.h"

#include "protocol/Expected.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <optional>

namespace volcano::sandbox {
namespace {

const QString kListen = QStringLiteral("listen");
const QString kData = QStringLiteral("data");
const QString kDb = QStringLiteral("db");
const QString kConfig = QStringLiteral("config");
const QString kClock = QStringLiteral("clock");
const QString kRateLimit = QStringLiteral("rate-limit");
const QString kFencingStart = QStringLiteral("fencing-start");
const QString kDemo = QStringLiteral("demo");
const QString kAllowRemote = QStringLiteral("allow-remote");

void addOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QStringLiteral("A local implementation of the Volcano Project Locks API on SQLite."));
    parser.addOptions({
        {kListen,
         QStringLiteral("Address to serve on (default 127.0.0.1:8787; port 0 picks a "
                        "free one)."),
         QStringLiteral("HOST:PORT")},
        {kData, QStringLiteral("Folder for the database and generated keys."),
         QStringLiteral("DIR")},
        {kDb, QStringLiteral("Database file, or :memory: to keep nothing on disk."),
         QStringLiteral("PATH")},
        {kConfig,
         QStringLiteral("Projects and keys (JSON); without it a project \"demo\" with "
                        "random keys is created."),
         QStringLiteral("FILE")},
        {kClock, QStringLiteral("system (default) or manual (moved by the admin API)."),
         QStringLiteral("system|manual")},
        {kRateLimit, QStringLiteral("Requests per project and UTC minute (default 600)."),
         QStringLiteral("N")},
        {kFencingStart, QStringLiteral("First fencing token handed out (default 2^52+1)."),
         QStringLiteral("N")},
        {kDemo, QStringLiteral("Run simulated workers that elect leaders, renew and crash.")},
        {kAllowRemote, QStringLiteral("Allow --listen on a non-loopback address.")},
    });
    parser.addHelpOption();
    parser.addVersionOption();
}

ParsedCommandLine failure(const QString& why) {
    ParsedCommandLine result;
    result.action = ParsedCommandLine::Action::Fail;
    result.text = why;
    return result;
}

std::optional<QHostAddress> hostAddress(QString host) {
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    if (host.compare(QLatin1StringView("localhost"), Qt::CaseInsensitive) == 0)
        return QHostAddress(QHostAddress::LocalHost);
    const QHostAddress address(host);
    if (address.isNull())
        return std::nullopt;
    return address;
}

Expected<void> applyListen(const QString& value, bool allowRemote, SandboxOptions& options) {
    const qsizetype colon = value.lastIndexOf(u':');
    if (colon <= 0)
        return fail(
            QStringLiteral("--listen needs HOST:PORT, e.g. 127.0.0.1:8787; got '%1'").arg(value));
    bool portOk = false;
    const uint port = QStringView(value).mid(colon + 1).toUInt(&portOk);
    if (!portOk || port > 65535)
        return fail(
            QStringLiteral("--listen: '%1' is not a port (0-65535)").arg(value.mid(colon + 1)));
    const auto address = hostAddress(value.left(colon));
    if (!address)
        return fail(QStringLiteral("--listen: '%1' is not an IP address").arg(value.left(colon)));
    if (!address->isLoopback() && !allowRemote)
        return fail(QStringLiteral("--listen %1 is not a loopback address; the sandbox serves "
                                   "keys without TLS, so it listens on loopback only unless you "
                                   "pass --allow-remote")
                        .arg(value));
    options.listenAddress = *address;
    options.listenPort = static_cast<quint16>(port);
    return {};
}

Expected<void> applyClock(const QString& value, SandboxOptions& options) {
    if (value == QLatin1StringView("system"))
        options.clock = SandboxClock::Mode::System;
    else if (value == QLatin1StringView("manual"))
        options.clock = SandboxClock::Mode::Manual;
    else
        return fail(QStringLiteral("--clock must be 'system' or 'manual'; got '%1'").arg(value));
    return {};
}

Expected<void> applyRateLimit(const QString& value, SandboxOptions& options) {
    bool ok = false;
    const int limit = value.toInt(&ok);
    if (!ok || limit < 1)
        return fail(QStringLiteral("--rate-limit must be a whole number of at least 1; got '%1'")
                        .arg(value));
    options.rateLimit = limit;
    return {};
}

Expected<void> applyFencingStart(const QString& value, SandboxOptions& options) {
    bool ok = false;
    const FencingToken start = value.toULongLong(&ok);
    if (!ok || start < 1 || value.startsWith(u'+'))
        return fail(QStringLiteral("--fencing-start must be a whole number from 1 to "
                                   "18446744073709551615; got '%1'")
                        .arg(value));
    options.fencingStart = start;
    return {};
}

Expected<void> applyStorage(const QCommandLineParser& parser, SandboxOptions& options) {
    if (parser.isSet(kData) && parser.isSet(kDb))
        return fail(QStringLiteral("--data and --db exclude each other: --data DIR keeps the "
                                   "database in DIR, --db PATH names the database itself"));
    if (parser.isSet(kDb)) {
        options.databasePath = parser.value(kDb);
        if (options.databasePath.isEmpty())
            return fail(QStringLiteral("--db needs a file path or :memory:"));
        return {};
    }
    options.dataDir = parser.isSet(kData) ? parser.value(kData) : SandboxOptions::defaultDataDir();
    if (options.dataDir.isEmpty())
        return fail(QStringLiteral("--data needs a folder"));
    options.databasePath = QDir(options.dataDir).filePath(QStringLiteral("sandbox.db"));
    return {};
}

Expected<void> applyValues(const QCommandLineParser& parser, SandboxOptions& options) {
    options.allowRemote = parser.isSet(kAllowRemote);
    options.demo = parser.isSet(kDemo);
    options.configPath = parser.value(kConfig);
    if (parser.isSet(kConfig) && options.configPath.isEmpty())
        return fail(QStringLiteral("--config needs a file"));
    if (parser.isSet(kListen)) {
        if (auto applied = applyListen(parser.value(kListen), options.allowRemote, options);
            !applied)
            return applied;
    }
    if (parser.isSet(kClock)) {
        if (auto applied = applyClock(parser.value(kClock), options); !applied)
            return applied;
    }
    if (parser.isSet(kRateLimit)) {
        if (auto applied = applyRateLimit(parser.value(kRateLimit), options); !applied)
            return applied;
    }
    if (parser.isSet(kFencingStart)) {
        if (auto applied = applyFencingStart(parser.value(kFencingStart), options); !applied)
            return applied;
    }
    return applyStorage(parser, options);
}

} // namespace

QString SandboxOptions::defaultDataDir() {
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return base.isEmpty() ? QString() : base + QStringLiteral("/sandbox");
}

QString SandboxOptions::generatedConfigPath() const {
    if (!dataDir.isEmpty())
        return QDir(dataDir).filePath(QStringLiteral("generated-config.json"));
    if (inMemory())
        return {};
    return QFileInfo(databasePath).dir().filePath(QStringLiteral("generated-config.json"));
}

ParsedCommandLine parseCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments))
        return failure(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return failure(QStringLiteral("unexpected argument '%1'; see --help")
                           .arg(parser.positionalArguments().constFirst()));
    ParsedCommandLine result;
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        result.action = ParsedCommandLine::Action::ShowHelp;
        result.text = parser.helpText();
        return result;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        result.action = ParsedCommandLine::Action::ShowVersion;
        result.text = QCoreApplication::applicationName() + u' ' +
                      QCoreApplication::applicationVersion() + u'\n';
        return result;
    }
    if (const auto applied = applyValues(parser, result.options); !applied)
        return failure(applied.error().message);
    result.action = ParsedCommandLine::Action::Run;
    return result;
}

} // namespace volcano::sandbox
