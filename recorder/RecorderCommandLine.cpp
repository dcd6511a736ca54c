// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RecorderCommandLine.h"

#include "client/EndpointPolicy.h"
#include "protocol/LockTypes.h"
#include "protocol/Validation.h"

#include <QFile>
#include <QFileInfo>

namespace volcano::recorder {

namespace {

const QString kStore = QStringLiteral("store");
const QString kKeysFile = QStringLiteral("keys-file");
const QString kUrl = QStringLiteral("url");
const QString kBudget = QStringLiteral("budget");
const QString kLeaderKey = QStringLiteral("leader-key");
const QString kLeaderTtl = QStringLiteral("leader-ttl");
const QString kName = QStringLiteral("name");
const QString kMetrics = QStringLiteral("metrics");
const QString kRules = QStringLiteral("rules");
const QString kServiceKeyFile = QStringLiteral("service-key-file");
const QString kCaFile = QStringLiteral("ca-file");
const QString kRetentionDays = QStringLiteral("retention-days");
const QString kConfig = QStringLiteral("config");

std::optional<int> intIn(const QString& text, int low, int high) {
    bool ok = false;
    const int number = text.toInt(&ok);
    return ok && number >= low && number <= high ? std::optional(number) : std::nullopt;
}

RecorderFailure outOfRange(const QString& option, const QString& text, const QString& range) {
    return RecorderFailure::usage(
        QStringLiteral("--%1 %2: expected %3").arg(option, text.left(40), range));
}

} // namespace

RecorderCommandLine::RecorderCommandLine() {
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addOptions({
        {kStore, QStringLiteral("store URL or SQLite file"), QStringLiteral("URL")},
        {kKeysFile, QStringLiteral("keys to add or remove"), QStringLiteral("FILE")},
        {kUrl, QStringLiteral("API base URL"), QStringLiteral("URL")},
        {kBudget, QStringLiteral("reads a minute"), QStringLiteral("N")},
        {kLeaderKey, QStringLiteral("leader lock key"), QStringLiteral("KEY")},
        {kLeaderTtl, QStringLiteral("leader lease TTL"), QStringLiteral("SECONDS")},
        {kName, QStringLiteral("recorder name"), QStringLiteral("NAME")},
        {kMetrics, QStringLiteral("metrics address"), QStringLiteral("HOST:PORT")},
        {kRules, QStringLiteral("rule file"), QStringLiteral("FILE")},
        {kServiceKeyFile, QStringLiteral("service key file"), QStringLiteral("FILE")},
        {kCaFile, QStringLiteral("CA certificates"), QStringLiteral("FILE")},
        {kRetentionDays, QStringLiteral("history kept"), QStringLiteral("DAYS")},
        {kConfig, QStringLiteral("configuration file"), QStringLiteral("FILE")},
        {{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("help")},
        {QStringLiteral("version"), QStringLiteral("version")},
    });
    m_parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("command"));
}

Expected<RecorderOptions, RecorderFailure>
RecorderCommandLine::parse(const QStringList& arguments, const QProcessEnvironment& environment) {
    if (!m_parser.parse(arguments))
        return RecorderFailure::usage(m_parser.errorText());
    m_helpRequested = m_parser.isSet(QStringLiteral("help"));
    m_versionRequested = m_parser.isSet(QStringLiteral("version"));
    if (m_helpRequested || m_versionRequested)
        return RecorderOptions{};
    if (auto config = openConfig(); !config)
        return config.error();
    RecorderOptions options;
    if (auto command = readCommand(options); !command)
        return command.error();
    const QString store = value(kStore);
    if (store.isEmpty())
        return RecorderFailure::usage(QStringLiteral("--store is required (a postgresql:// "
                                                     "URL or an SQLite file)"));
    auto location = StoreLocation::parse(store);
    if (!location)
        return RecorderFailure::usage(QStringLiteral("--store: ") + location.error().message);
    options.store = location.value();
    if (options.command == RecorderOptions::Command::Run) {
        if (auto run = readRunOptions(environment, options); !run)
            return run.error();
    }
    return options;
}

// The command line first, then the --config file.
QString RecorderCommandLine::value(const QString& name) const {
    if (m_parser.isSet(name))
        return m_parser.value(name);
    return m_config ? m_config->value(name).toString() : QString();
}

Expected<void, RecorderFailure> RecorderCommandLine::openConfig() {
    if (!m_parser.isSet(kConfig))
        return {};
    const QString path = m_parser.value(kConfig);
    if (!QFileInfo(path).isReadable())
        return RecorderFailure::usage(QStringLiteral("--config: cannot read %1").arg(path));
    m_config = std::make_unique<QSettings>(path, QSettings::IniFormat);
    if (m_config->status() != QSettings::NoError)
        return RecorderFailure::usage(QStringLiteral("--config: %1 is not an INI file").arg(path));
    if (m_config->contains(QStringLiteral("service-key")))
        return RecorderFailure::usage(QStringLiteral(
            "--config: service-key is not read from a file of options; use service-key-file"));
    return {};
}

Expected<void, RecorderFailure> RecorderCommandLine::readCommand(RecorderOptions& options) const {
    const QStringList words = m_parser.positionalArguments();
    const QString command = words.value(0);
    if (command == QLatin1StringView("init-store") && words.size() == 1) {
        options.command = RecorderOptions::Command::InitStore;
        return {};
    }
    if (command == QLatin1StringView("run") && words.size() == 1) {
        options.command = RecorderOptions::Command::Run;
        return {};
    }
    if (command != QLatin1StringView("keys"))
        return RecorderFailure::usage(
            command.isEmpty() ? QStringLiteral("a command is required: init-store, keys or run")
                              : QStringLiteral("unknown command or extra words: %1")
                                    .arg(words.join(QLatin1Char(' ')).left(80)));
    const QString action = words.value(1);
    options.keys = words.mid(2);
    options.keysFile = m_parser.value(kKeysFile);
    if (action == QLatin1StringView("list") && options.keys.isEmpty())
        options.command = RecorderOptions::Command::KeysList;
    else if (action == QLatin1StringView("add"))
        options.command = RecorderOptions::Command::KeysAdd;
    else if (action == QLatin1StringView("remove"))
        options.command = RecorderOptions::Command::KeysRemove;
    else
        return RecorderFailure::usage(QStringLiteral("keys: expected add KEY..., remove "
                                                     "KEY... or list"));
    if (options.command != RecorderOptions::Command::KeysList && options.keys.isEmpty() &&
        options.keysFile.isEmpty())
        return RecorderFailure::usage(
            QStringLiteral("keys %1: name keys or --keys-file").arg(action));
    return {};
}

Expected<void, RecorderFailure>
RecorderCommandLine::readRunOptions(const QProcessEnvironment& environment,
                                    RecorderOptions& options) const {
    options.rulesFile = value(kRules);
    options.metricsAddress = value(kMetrics);
    QString url = value(kUrl);
    if (url.isEmpty())
        url = environment.value(QStringLiteral("VOLCANO_URL"));
    if (url.isEmpty())
        return RecorderFailure::usage(QStringLiteral("--url or VOLCANO_URL is required"));
    options.apiUrl = QUrl(url, QUrl::StrictMode);
    if (auto valid = endpoint::validateBaseUrl(options.apiUrl); !valid)
        return RecorderFailure::usage(QStringLiteral("--url: ") + valid.error().message);
    options.caFile = value(kCaFile);
    if (options.caFile.isEmpty())
        options.caFile = environment.value(QStringLiteral("VOLCANO_CA_FILE"));
    options.name = value(kName);
    if (const QString key = value(kLeaderKey); !key.isEmpty())
        options.leaderKey = key;
    if (auto valid = validation::validateKey(options.leaderKey); !valid)
        return RecorderFailure::usage(QStringLiteral("--leader-key: ") + valid.error().message);
    if (auto numbers = readNumbers(options); !numbers)
        return numbers;
    return readServiceKey(environment, options);
}

Expected<void, RecorderFailure> RecorderCommandLine::readNumbers(RecorderOptions& options) const {
    if (const QString text = value(kBudget); !text.isEmpty()) {
        const auto budget = intIn(text, 1, limits::kDefaultRateLimitPerMinute);
        if (!budget)
            return outOfRange(kBudget, text, QStringLiteral("reads a minute, 1 to 600"));
        options.budgetPerMinute = *budget;
    }
    if (const QString text = value(kLeaderTtl); !text.isEmpty()) {
        const auto ttl = intIn(text, int(limits::kMinTtlSeconds), 3600);
        if (!ttl)
            return outOfRange(kLeaderTtl, text,
                              QStringLiteral("seconds, %1 to 3600").arg(limits::kMinTtlSeconds));
        options.leaderTtlSeconds = *ttl;
    }
    if (const QString text = value(kRetentionDays); !text.isEmpty()) {
        const auto days = intIn(text, 1, 3650);
        if (!days)
            return outOfRange(kRetentionDays, text, QStringLiteral("days, 1 to 3650"));
        options.retentionDays = *days;
    }
    return {};
}

// A key file (systemd's LoadCredential) must be readable by its user only: anything more
// and the key has leaked already, so the recorder refuses it rather than use it.
Expected<void, RecorderFailure>
RecorderCommandLine::readServiceKey(const QProcessEnvironment& environment,
                                    RecorderOptions& options) const {
    const QString path = value(kServiceKeyFile);
    if (path.isEmpty()) {
        options.serviceKey = environment.value(QStringLiteral("VOLCANO_SERVICE_KEY"));
        if (options.serviceKey.isEmpty())
            return RecorderFailure{RecorderFailure::Auth,
                                   QStringLiteral("no service key: set VOLCANO_SERVICE_KEY or "
                                                  "give --service-key-file")};
        return {};
    }
    QFile file(path);
    constexpr auto kOthers = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther |
                             QFile::WriteOther | QFile::ExeGroup | QFile::ExeOther;
    if (file.exists() && (file.permissions() & kOthers))
        return RecorderFailure::usage(
            QStringLiteral("--service-key-file: %1 is readable by other users; chmod 600 it")
                .arg(path));
    if (!file.open(QIODevice::ReadOnly))
        return RecorderFailure::usage(
            QStringLiteral("--service-key-file: cannot read %1: %2").arg(path, file.errorString()));
    options.serviceKey = QString::fromUtf8(file.readAll()).trimmed();
    if (options.serviceKey.isEmpty())
        return RecorderFailure{RecorderFailure::Auth,
                               QStringLiteral("--service-key-file: %1 is empty").arg(path)};
    return {};
}

QString RecorderCommandLine::helpText() {
    return QStringLiteral(
        R"(Usage: volcano-lock-recorder COMMAND --store URL [OPTIONS]

Watches one Volcano project for a whole on-call team and writes what it sees to a shared
store (docs/team-mode.md).

Commands:
  init-store                  create or migrate the store's schema (idempotent)
  keys add|remove KEY...      edit the team watchlist (or --keys-file FILE)
  keys list                   print the team watchlist, one key per line
  run                         poll the watchlist as leader, or wait as standby

Options:
  --store URL                 postgresql://[user[:password]@]host[:port]/db[?sslmode=...]
                              or an SQLite file; the password may come from PGPASSWORD
                              or PGPASSFILE
  --keys-file FILE            keys, one per line ('#' comments) or JSON
  --url URL                   API base URL (default: $VOLCANO_URL)
  --budget N                  reads a minute for polling (default 60); the leader lease
                              comes on top
  --leader-key KEY            the lock that elects one leader (default volcano-recorder)
  --leader-ttl SECONDS        its TTL (default 15); renewed every TTL/3
  --name NAME                 this recorder's name (default: host name and process id)
  --retention-days DAYS       observations kept (default 30), pruned in small batches
  --service-key-file FILE     the service key, in a file only its user can read
                              (default: $VOLCANO_SERVICE_KEY; never a flag)
  --ca-file FILE              CA certificates for the API (default: $VOLCANO_CA_FILE)
  --metrics HOST:PORT         serve GET /metrics (Prometheus text format) there
  --config FILE               INI file with any of these options by their long names

Exit codes: 0 clean stop (SIGINT/SIGTERM), 2 usage or invalid input, 5 store or API
unreachable at start, 6 auth (API key or database credentials).
)");
}

} // namespace volcano::recorder
