// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "CommandLine.h"

#include "client/EndpointPolicy.h"
#include "protocol/KeyListParser.h"
#include "protocol/Rfc3339.h"
#include "protocol/Validation.h"

#include <QSslCertificate>

#include <array>
#include <cmath>
#include <limits>

namespace volcano::lockctl {
namespace {

const QString kUrl = QStringLiteral("url");
const QString kJson = QStringLiteral("json");
const QString kTimeout = QStringLiteral("timeout");
const QString kTtl = QStringLiteral("ttl");
const QString kToken = QStringLiteral("token");
const QString kYes = QStringLiteral("yes");
const QString kReason = QStringLiteral("reason");
const QString kCaFile = QStringLiteral("ca-file");
const QString kBudget = QStringLiteral("budget");
const QString kKeysFile = QStringLiteral("keys-file");
const QString kRenewFraction = QStringLiteral("renew-fraction");
const QString kHolders = QStringLiteral("holders");
const QString kContenders = QStringLiteral("contenders");
const QString kRetryInterval = QStringLiteral("retry-interval");
const QString kHeadroom = QStringLiteral("headroom");
const QString kRules = QStringLiteral("rules");
const QString kMetrics = QStringLiteral("metrics");
const QString kStore = QStringLiteral("store");
const QString kFrom = QStringLiteral("from");
const QString kTo = QStringLiteral("to");
const QString kFormat = QStringLiteral("format");
const QString kProfile = QStringLiteral("profile");
const QString kOutput = QStringLiteral("output");
const QString kKeys = QStringLiteral("keys");
const QString kHelp = QStringLiteral("help");
const QString kVersion = QStringLiteral("version");

std::optional<qint64> toInteger(const QString& text) {
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

std::optional<double> toNumber(const QString& text) {
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional(value) : std::nullopt;
}

Failure outOfRange(const QString& option, const QString& value, const QString& range) {
    return Failure::usage(QStringLiteral("--%1 must be %2; got '%3'").arg(option, range, value));
}

Expected<void, Failure> checkKey(const QString& key, const QString& where = {}) {
    const auto valid = validation::validateKey(key);
    if (valid)
        return {};
    const QString prefix = where.isEmpty() ? QString() : where + QStringLiteral(": ");
    return Failure::invalidInput(
        QStringLiteral("invalid_lock_key"),
        QStringLiteral("%1lock key '%2': %3").arg(prefix, key, valid.error().message));
}

// KeyListParser's rules, as the console's import: one key per line, '#' comments, JSON for a
// ".json" name. Any invalid entry fails the whole file, naming the first one and its reason,
// so a watch never starts on part of a list.
Expected<void, Failure> readKeysFile(const QString& path, QStringList& keys) {
    const auto list = KeyListParser().parseFile(path);
    if (!list)
        return Failure::usage(QStringLiteral("keys file: %1").arg(list.error().message));
    if (!list->rejected.isEmpty()) {
        const KeyList::Rejected& first = list->rejected.constFirst();
        const QString where = list->numbering == KeyList::Numbering::Lines
                                  ? QStringLiteral("%1:%2").arg(path).arg(first.line)
                                  : QStringLiteral("%1: %2").arg(path, list->position(first.line));
        QString message =
            QStringLiteral("%1: lock key '%2': %3").arg(where, first.text, first.reason);
        if (const qsizetype more = list->rejected.size() - 1; more > 0) {
            const bool lines = list->numbering == KeyList::Numbering::Lines;
            message += QStringLiteral(" (and %1 more invalid %2%3)")
                           .arg(QString::number(more),
                                lines ? QStringLiteral("line") : QStringLiteral("item"),
                                more == 1 ? QString() : QStringLiteral("s"));
        }
        return Failure::invalidInput(QStringLiteral("invalid_lock_key"), message);
    }
    keys += list->keys;
    return {};
}

} // namespace

struct CommandSpec {
    Command command;
    QString name;
    int minKeys = 1;
    int maxKeys = 1;
    QStringList required;
    QStringList optional;
    bool usesServer = true;
};

CommandLine::CommandLine() {
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addOptions({
        {kUrl, QStringLiteral("API base URL"), QStringLiteral("URL")},
        {kJson, QStringLiteral("JSON output")},
        {kTimeout, QStringLiteral("transfer timeout"), QStringLiteral("MS")},
        {kTtl, QStringLiteral("lease TTL"), QStringLiteral("S")},
        {kToken, QStringLiteral("lock token"), QStringLiteral("UUID")},
        {kYes, QStringLiteral("confirm")},
        {kReason, QStringLiteral("why (force-release)"), QStringLiteral("TEXT")},
        {kCaFile, QStringLiteral("CA certificates (PEM)"), QStringLiteral("F")},
        {kBudget, QStringLiteral("reads a minute"), QStringLiteral("N")},
        {kKeysFile, QStringLiteral("keys file"), QStringLiteral("F")},
        {kRenewFraction, QStringLiteral("renew fraction"), QStringLiteral("F")},
        {kHolders, QStringLiteral("holders"), QStringLiteral("N")},
        {kContenders, QStringLiteral("contenders"), QStringLiteral("N")},
        {kRetryInterval, QStringLiteral("contender retry interval"), QStringLiteral("S")},
        {kHeadroom, QStringLiteral("percent of the quota kept free"), QStringLiteral("P")},
        {kRules, QStringLiteral("watch rules (JSON)"), QStringLiteral("F")},
        {kMetrics, QStringLiteral("serve /metrics on"), QStringLiteral("HOST:PORT")},
        {kStore, QStringLiteral("recorded history (team store)"), QStringLiteral("URL")},
        {kFrom, QStringLiteral("replay from"), QStringLiteral("TIME")},
        {kTo, QStringLiteral("replay to"), QStringLiteral("TIME")},
        {kFormat, QStringLiteral("report format"), QStringLiteral("md|html|json")},
        {kProfile, QStringLiteral("console profile (report)"), QStringLiteral("ID")},
        {kOutput, QStringLiteral("write the report to"), QStringLiteral("FILE")},
        {kKeys, QStringLiteral("keys, comma-separated"), QStringLiteral("K1,K2")},
        {{QStringLiteral("h"), kHelp}, QStringLiteral("help")},
        {{QStringLiteral("v"), kVersion}, QStringLiteral("version")},
    });
}

namespace {

const std::array<CommandSpec, 11>& specs() {
    static const std::array<CommandSpec, 11> table{{
        {Command::Get, QStringLiteral("get"), 1, 1, {}, {}, true},
        {Command::Acquire, QStringLiteral("acquire"), 1, 1, {kTtl}, {kToken}, true},
        {Command::Renew, QStringLiteral("renew"), 1, 1, {kToken, kTtl}, {}, true},
        {Command::Release, QStringLiteral("release"), 1, 1, {kToken}, {}, true},
        {Command::ForceRelease, QStringLiteral("force-release"), 1, 1, {}, {kYes, kReason}, true},
        {Command::Hold, QStringLiteral("hold"), 1, 1, {kTtl}, {kToken, kRenewFraction}, true},
        {Command::Watch,
         QStringLiteral("watch"),
         0,
         std::numeric_limits<int>::max(),
         {},
         {kBudget, kKeysFile, kRules, kMetrics},
         true},
        {Command::Plan,
         QStringLiteral("plan"),
         0,
         0,
         {kTtl},
         {kRenewFraction, kHolders, kContenders, kRetryInterval, kBudget, kHeadroom},
         false},
        {Command::AlertsList, QStringLiteral("alerts list"), 0, 0, {}, {}, false},
        {Command::AlertsTest, QStringLiteral("alerts test"), 0, 0, {kStore}, {kFrom, kTo}, false},
        {Command::Report,
         QStringLiteral("report"),
         0,
         std::numeric_limits<int>::max(),
         {kFrom, kTo},
         {kKeys, kKeysFile, kFormat, kStore, kProfile, kOutput},
         false},
    }};
    return table;
}

const CommandSpec* specNamed(const QString& name) {
    for (const auto& spec : specs()) {
        if (spec.name == name)
            return &spec;
    }
    return nullptr;
}

} // namespace

ParsedCommandLine CommandLine::parse(const QStringList& arguments,
                                     const QProcessEnvironment& environment) {
    ParsedCommandLine parsed;
    const auto fail = [&parsed](Failure failure) {
        parsed.action = ParsedCommandLine::Action::Fail;
        parsed.failure = std::move(failure);
        return parsed;
    };
    const bool parsedOk = m_parser.parse(arguments);
    // Known even when the rest is wrong, so a script gets its usage error as JSON.
    parsed.json = m_parser.isSet(kJson);
    if (!parsedOk)
        return fail(Failure::usage(m_parser.errorText()));
    if (m_parser.isSet(kHelp)) {
        parsed.action = ParsedCommandLine::Action::ShowHelp;
        return parsed;
    }
    if (m_parser.isSet(kVersion)) {
        parsed.action = ParsedCommandLine::Action::ShowVersion;
        return parsed;
    }
    QStringList positional = m_parser.positionalArguments();
    if (positional.isEmpty())
        return fail(Failure::usage(QStringLiteral("no command given")));
    QString name = positional.takeFirst();
    // Two words: "alerts list", "alerts test".
    if (name == QStringLiteral("alerts")) {
        if (positional.isEmpty())
            return fail(Failure::usage(QStringLiteral("alerts needs list or test")));
        name += QLatin1Char(' ') + positional.takeFirst();
    }
    if (name == kHelp) {
        parsed.action = ParsedCommandLine::Action::ShowHelp;
        return parsed;
    }
    const CommandSpec* spec = specNamed(name);
    if (!spec)
        return fail(Failure::usage(QStringLiteral("unknown command '%1'").arg(name)));

    parsed.invocation.command = spec->command;
    parsed.invocation.json = parsed.json;
    if (auto read = readInvocation(*spec, positional, environment, parsed.invocation); !read)
        return fail(std::move(read).error());
    parsed.action = ParsedCommandLine::Action::Run;
    return parsed;
}

Expected<void, Failure> CommandLine::readInvocation(const CommandSpec& spec,
                                                    const QStringList& positional,
                                                    const QProcessEnvironment& environment,
                                                    Invocation& invocation) const {
    if (auto checked = checkOptions(spec); !checked)
        return checked;
    QStringList arguments = positional;
    if (auto read = readRuleFile(spec, arguments, invocation); !read)
        return read;
    if (auto read = readKeys(spec, arguments, invocation); !read)
        return read;
    if (auto read = readAlertOptions(invocation); !read)
        return read;
    if (auto read = readReportOptions(invocation); !read)
        return read;
    if (auto read = readLockOptions(invocation); !read)
        return read;
    if (auto read = readPlanOptions(invocation); !read)
        return read;
    if (spec.usesServer)
        return readConnection(environment, invocation);
    return {};
}

Expected<void, Failure> CommandLine::checkOptions(const CommandSpec& spec) const {
    QStringList allowed = spec.required + spec.optional;
    allowed << kJson;
    if (spec.usesServer)
        allowed << kUrl << kTimeout << kCaFile;
    for (const QString& option : m_parser.optionNames()) {
        const QString longName = option == QStringLiteral("h") ? kHelp : option;
        if (!allowed.contains(longName))
            return Failure::usage(QStringLiteral("%1 does not take --%2").arg(spec.name, longName));
    }
    for (const QString& option : spec.required) {
        if (!m_parser.isSet(option))
            return Failure::usage(QStringLiteral("%1 needs --%2").arg(spec.name, option));
    }
    return {};
}

Expected<void, Failure> CommandLine::readKeys(const CommandSpec& spec,
                                              const QStringList& positional,
                                              Invocation& invocation) const {
    if (positional.size() > spec.maxKeys)
        return Failure::usage(
            spec.maxKeys == 0
                ? QStringLiteral("%1 takes no key").arg(spec.name)
                : QStringLiteral("%1 takes one key; got %2").arg(spec.name).arg(positional.size()));
    for (const QString& key : positional) {
        if (auto checked = checkKey(key); !checked)
            return checked;
    }
    invocation.keys = positional;
    // --keys a,b: a comma is not allowed in a key, so the list splits safely.
    for (const QString& key : m_parser.value(kKeys).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (auto checked = checkKey(key.trimmed()); !checked)
            return checked;
        invocation.keys.append(key.trimmed());
    }
    if (m_parser.isSet(kKeysFile)) {
        invocation.keysFile = m_parser.value(kKeysFile);
        if (auto read = readKeysFile(invocation.keysFile, invocation.keys); !read)
            return read;
    }
    invocation.keys.removeDuplicates();
    if (invocation.keys.size() < spec.minKeys)
        return Failure::usage(QStringLiteral("%1 needs a lock key").arg(spec.name));
    if (spec.command == Command::Watch && invocation.keys.isEmpty())
        return Failure::usage(QStringLiteral("watch needs at least one key (or --keys-file)"));
    return {};
}

// alerts list|test take the rule file as their first argument, watch as --rules; either
// way a file that is not a valid rule set stops the command with the file's own message.
Expected<void, Failure> CommandLine::readRuleFile(const CommandSpec& spec, QStringList& positional,
                                                  Invocation& invocation) const {
    const bool isAlerts =
        spec.command == Command::AlertsList || spec.command == Command::AlertsTest;
    if (isAlerts && positional.isEmpty())
        return Failure::usage(QStringLiteral("%1 needs a rule file").arg(spec.name));
    invocation.rulesFile = isAlerts ? positional.takeFirst() : m_parser.value(kRules);
    if (invocation.rulesFile.isEmpty())
        return {};
    auto rules = alerts::RuleSet::load(invocation.rulesFile);
    if (!rules)
        return Failure::invalidInput(QStringLiteral("invalid_rules"), rules.error().message);
    invocation.rules = *rules;
    return {};
}

Expected<void, Failure> CommandLine::readAlertOptions(Invocation& invocation) const {
    invocation.metricsAddress = m_parser.value(kMetrics);
    invocation.store = m_parser.value(kStore);
    for (const auto& [option, time] : {std::pair{kFrom, &invocation.from}, {kTo, &invocation.to}}) {
        if (!m_parser.isSet(option))
            continue;
        const auto parsed = rfc3339::parse(m_parser.value(option));
        if (!parsed)
            return outOfRange(option, m_parser.value(option),
                              QStringLiteral("an RFC 3339 time such as 2026-07-20T14:00:00Z"));
        *time = *parsed;
    }
    if (invocation.from.isValid() && invocation.to.isValid() && invocation.to <= invocation.from)
        return Failure::usage(QStringLiteral("--to must be later than --from"));
    return {};
}

Expected<void, Failure> CommandLine::readReportOptions(Invocation& invocation) const {
    if (invocation.command != Command::Report)
        return {};
    const QStringList formats = {QStringLiteral("md"), QStringLiteral("html"),
                                 QStringLiteral("json")};
    invocation.format = m_parser.isSet(kFormat) ? m_parser.value(kFormat)
                        : invocation.json       ? QStringLiteral("json")
                                                : QStringLiteral("md");
    if (invocation.format == QStringLiteral("markdown"))
        invocation.format = QStringLiteral("md");
    if (!formats.contains(invocation.format))
        return outOfRange(kFormat, invocation.format, QStringLiteral("md, html or json"));
    invocation.profile = m_parser.value(kProfile);
    invocation.output = m_parser.value(kOutput);
    return {};
}

Expected<void, Failure> CommandLine::readLockOptions(Invocation& invocation) const {
    if (m_parser.isSet(kTtl)) {
        const QString text = m_parser.value(kTtl);
        const auto ttl = toInteger(text);
        if (!ttl)
            return Failure::invalidInput(
                QStringLiteral("invalid_ttl"),
                QStringLiteral("--ttl must be a whole number of seconds; got '%1'").arg(text));
        if (const auto valid = validation::validateTtl(*ttl); !valid)
            return Failure::invalidInput(QStringLiteral("invalid_ttl"), valid.error().message);
        invocation.ttlSeconds = *ttl;
    }
    if (m_parser.isSet(kToken)) {
        invocation.lockToken = m_parser.value(kToken);
        // The token itself is not echoed: it is what lets a caller release the lease.
        if (const auto valid = validation::validateLockToken(invocation.lockToken); !valid)
            return Failure::invalidInput(QStringLiteral("invalid_lock_token"),
                                         QStringLiteral("--token: %1").arg(valid.error().message));
    }
    invocation.confirmed = m_parser.isSet(kYes);
    if (invocation.command == Command::ForceRelease && !invocation.confirmed)
        return Failure::confirmationRequired(invocation.key());
    if (invocation.command == Command::ForceRelease) {
        invocation.reason = m_parser.value(kReason).trimmed();
        if (const auto valid = validation::validateForceReleaseReason(invocation.reason); !valid)
            return Failure::reasonRequired(invocation.key(), valid.error().message);
    }
    if (m_parser.isSet(kRenewFraction)) {
        const QString text = m_parser.value(kRenewFraction);
        const auto fraction = toNumber(text);
        if (!fraction || *fraction <= 0.0 || *fraction >= 1.0)
            return outOfRange(kRenewFraction, text, QStringLiteral("a number between 0 and 1"));
        invocation.renewFraction = fraction;
    }
    return {};
}

Expected<void, Failure> CommandLine::readPlanOptions(Invocation& invocation) const {
    const auto readCount = [this](const QString& option, int minimum,
                                  std::optional<int>& out) -> Expected<void, Failure> {
        if (!m_parser.isSet(option))
            return {};
        const QString text = m_parser.value(option);
        const auto value = toInteger(text);
        if (!value || *value < minimum || *value > std::numeric_limits<int>::max())
            return outOfRange(option, text,
                              QStringLiteral("a whole number of at least %1").arg(minimum));
        out = static_cast<int>(*value);
        return {};
    };
    // A watch needs at least one read a minute; a plan may assume no console polling.
    const int minimumBudget = invocation.command == Command::Watch ? 1 : 0;
    if (auto read = readCount(kBudget, minimumBudget, invocation.budget); !read)
        return read;
    if (auto read = readCount(kHolders, 0, invocation.holders); !read)
        return read;
    if (auto read = readCount(kContenders, 0, invocation.contenders); !read)
        return read;
    if (m_parser.isSet(kRetryInterval)) {
        const QString text = m_parser.value(kRetryInterval);
        const auto seconds = toNumber(text);
        if (!seconds || *seconds <= 0.0)
            return outOfRange(kRetryInterval, text, QStringLiteral("a positive number of seconds"));
        invocation.retryIntervalSeconds = seconds;
    }
    if (invocation.contenders.value_or(0) > 0 && !invocation.retryIntervalSeconds)
        return Failure::usage(QStringLiteral("--contenders needs --retry-interval"));
    if (m_parser.isSet(kHeadroom)) {
        const QString text = m_parser.value(kHeadroom);
        const auto percent = toNumber(text);
        if (!percent || *percent < 0.0 || *percent >= 100.0)
            return outOfRange(kHeadroom, text, QStringLiteral("a percentage from 0 to below 100"));
        invocation.headroomPercent = percent;
    }
    return {};
}

Expected<void, Failure> CommandLine::readConnection(const QProcessEnvironment& environment,
                                                    Invocation& invocation) const {
    QString url = m_parser.value(kUrl);
    if (url.isEmpty())
        url = environment.value(QStringLiteral("VOLCANO_URL"));
    if (url.isEmpty())
        url = defaultUrl();
    invocation.baseUrl = QUrl(url, QUrl::StrictMode);
    if (const auto valid = endpoint::validateBaseUrl(invocation.baseUrl); !valid)
        return Failure::invalidInput(QStringLiteral("invalid_url"), valid.error().message);
    if (m_parser.isSet(kTimeout)) {
        const QString text = m_parser.value(kTimeout);
        const auto ms = toInteger(text);
        if (!ms || *ms < 1 || *ms > std::numeric_limits<int>::max())
            return outOfRange(kTimeout, text, QStringLiteral("a positive number of milliseconds"));
        invocation.timeout = std::chrono::milliseconds(*ms);
    }
    invocation.caFile = m_parser.value(kCaFile);
    if (invocation.caFile.isEmpty())
        invocation.caFile = environment.value(QStringLiteral("VOLCANO_CA_FILE"));
    if (!invocation.caFile.isEmpty() &&
        QSslCertificate::fromPath(invocation.caFile, QSsl::Pem,
                                  QSslCertificate::PatternSyntax::FixedString)
            .isEmpty())
        return Failure::invalidInput(
            QStringLiteral("invalid_ca_file"),
            QStringLiteral("--ca-file: no PEM certificate could be read from %1")
                .arg(invocation.caFile));
    invocation.serviceKey = environment.value(QStringLiteral("VOLCANO_SERVICE_KEY"));
    if (invocation.serviceKey.isEmpty())
        return Failure::missingServiceKey();
    return {};
}

QString CommandLine::defaultUrl() {
    return QStringLiteral("http://127.0.0.1:8787");
}

QString CommandLine::helpText() {
    return QStringLiteral(
        R"(Usage: volcano-lockctl COMMAND [KEY...] [OPTIONS]

Commands:
  get KEY                      whether KEY is held, its fencing token and expiry
  acquire KEY --ttl S [--token UUID]
                               take a lease; prints the lock token to renew and release with
  renew KEY --token UUID --ttl S
                               extend your lease to S seconds from now (absolute, not added)
  release KEY --token UUID     release your lease (also fine when the lock is already free)
  force-release KEY --yes --reason TEXT
                               drop the lease whoever holds it; breaks mutual exclusion
                               unless the protected resource checks fencing tokens. TEXT
                               (at least 3 words or 10 characters) says why. Sent once,
                               never re-sent; a lost answer is reported as outcome
                               unknown, with what a follow-up read shows
  hold KEY --ttl S [--token UUID] [--renew-fraction F]
                               acquire, renew every S*F seconds (default F 1/3) until
                               SIGINT/SIGTERM, then release; exit 3 if the lease is lost
  watch [--budget N] [--keys-file F] [KEY...]
                               one JSON line per observed change, at most N reads a
                               minute (default 60), until SIGINT; F has one key per
                               line, '#' starts a comment (JSON when F ends in .json)
  watch ... [--rules F] [--metrics HOST:PORT]
                               also evaluate the watch rules in F (docs/alerts.md) and
                               print each alert firing or resolving as a JSON line
                               ({"type": "alert", ...}); serve /metrics (Prometheus)
  alerts list F                the rules in F, checked, with their effective thresholds
  alerts test F --store URL [--from TIME] [--to TIME]
                               replay a recorder's history (a team store: postgresql://
                               URL or SQLite file) through the rules in F and print what
                               would have fired and resolved, and when
  report --from TIME --to TIME [KEY...] [--keys K1,K2] [--keys-file F]
         [--format md|html|json] [--store URL] [--profile ID] [--output FILE]
                               the incident report of a range from the recorded history:
                               holders, handovers, force releases (operator, reason),
                               alerts, 429/503 periods, quota peaks, what was not seen,
                               with request ids. --store: a team store (postgresql://
                               URL) or a console file (default: the console's own file,
                               the profile read most recently unless --profile)
  plan --ttl S [--renew-fraction F] [--holders N] [--contenders N --retry-interval S]
       [--budget N] [--headroom P]
                               requests a minute by kind against the 600/min project
                               quota and how many holders fit; N contenders retrying
                               every S s, a console polling budget of N reads a minute
                               (default 0) and P % of the quota kept free (default 0)

Options:
  --url URL      API base URL (default: $VOLCANO_URL, else http://127.0.0.1:8787);
                 https://, or http:// to a loopback host only
  --json         machine-readable output on stdout; errors go to stderr as
                 {"code": ..., "message": ..., "status": ...}
  --timeout MS   per-request transfer timeout in milliseconds (default 10000)
  --ca-file F    also trust the CA certificates (PEM) in F, for a server a private CA
                 signed (default: $VOLCANO_CA_FILE); TLS errors are never ignored
  -h, --help     this text
  -v, --version  the program's version

Environment:
  VOLCANO_SERVICE_KEY  the service key: a service-role key, or a scoped key with
                       locks.manage. Only read from here, never from a flag (flags
                       show in ps). Never printed.
  VOLCANO_URL          the base URL when --url is not given
  VOLCANO_CA_FILE      the CA file when --ca-file is not given
  https_proxy          the HTTP proxy for https:// URLs (http_proxy for http://);
                       force-release tunnels through it with CONNECT

Exit codes:
  0 ok                 4 rate limited (429): the message says when to retry
  1 other failure      5 unavailable (503, no connection, timeout)
  2 usage or invalid   6 auth (401/403, or VOLCANO_SERVICE_KEY missing)
    input, or force-release without --yes or --reason
  3 conflict (409), or a held lease was lost
)");
}

} // namespace volcano::lockctl
