// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/RuleSet.h"

#include "alerts/YamlDocument.h"
#include "client/EndpointPolicy.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>

#include <cmath>

namespace volcano::alerts {

namespace {

const QStringList kRuleFields = {
    QStringLiteral("name"),     QStringLiteral("kind"),      QStringLiteral("keys"),
    QStringLiteral("seconds"),  QStringLiteral("changes"),   QStringLiteral("percent"),
    QStringLiteral("severity"), QStringLiteral("hold_down"), QStringLiteral("clear_down"),
};

QString ruleLabel(const QJsonObject& object, qsizetype index) {
    const QString name = object.value(QStringLiteral("name")).toString();
    return name.isEmpty() ? QStringLiteral("rule %1").arg(index + 1)
                          : QStringLiteral("rule \"%1\"").arg(name);
}

Expected<int> readInt(const QJsonObject& object, const QString& field, const QString& label) {
    const QJsonValue value = object.value(field);
    if (value.isUndefined())
        return 0;
    const double number = value.toDouble();
    // Range first: converting an out-of-range double (1e300, inf) to an integer is undefined.
    if (!value.isDouble() || !(number >= 0 && number <= 1e9) || number != std::trunc(number))
        return fail(
            QStringLiteral("%1: %2 must be a whole number from 0 to 1000000000").arg(label, field));
    return int(number);
}

Expected<void> checkFields(const QJsonObject& object, const QString& label) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!kRuleFields.contains(it.key()))
            return fail(QStringLiteral("%1: unknown field \"%2\" (known: %3)")
                            .arg(label, it.key(), kRuleFields.join(QStringLiteral(", "))));
    }
    return {};
}

Expected<void> readStrings(const QJsonObject& object, const QString& label, AlertRule& rule) {
    for (const char* field : {"name", "kind", "keys", "severity"}) {
        const QJsonValue value = object.value(QLatin1String(field));
        if (!value.isUndefined() && !value.isString())
            return fail(QStringLiteral("%1: %2 must be a string").arg(label, QLatin1String(field)));
    }
    rule.name = object.value(QStringLiteral("name")).toString();
    const QString kind = object.value(QStringLiteral("kind")).toString();
    const auto known = kindFromName(kind);
    if (!known)
        return fail(QStringLiteral("%1: kind \"%2\" is not one of %3")
                        .arg(label, kind, kindNames().join(QStringLiteral(", "))));
    rule.kind = *known;
    rule.keys = object.value(QStringLiteral("keys")).toString();
    if (object.contains(QStringLiteral("severity")))
        rule.severity = object.value(QStringLiteral("severity")).toString();
    return {};
}

Expected<void> readNumbers(const QJsonObject& object, const QString& label, AlertRule& rule) {
    const std::pair<const char*, int*> fields[] = {{"seconds", &rule.seconds},
                                                   {"changes", &rule.changes},
                                                   {"hold_down", &rule.holdDownSeconds},
                                                   {"clear_down", &rule.clearDownSeconds}};
    for (const auto& [field, target] : fields) {
        auto value = readInt(object, QLatin1String(field), label);
        if (!value)
            return value.error();
        *target = *value;
    }
    const QJsonValue percent = object.value(QStringLiteral("percent"));
    if (!percent.isUndefined() && !percent.isDouble())
        return fail(QStringLiteral("%1: percent must be a number").arg(label));
    rule.percent = percent.toDouble();
    return {};
}

Expected<AlertRule> readRule(const QJsonValue& value, qsizetype index) {
    if (!value.isObject())
        return fail(QStringLiteral("rule %1 is not a JSON object").arg(index + 1));
    const QJsonObject object = value.toObject();
    const QString label = ruleLabel(object, index);
    AlertRule rule;
    if (auto ok = checkFields(object, label); !ok)
        return ok.error();
    if (auto ok = readStrings(object, label, rule); !ok)
        return ok.error();
    if (auto ok = readNumbers(object, label, rule); !ok)
        return ok.error();
    if (auto ok = rule.validate(); !ok)
        return ok.error();
    return rule;
}

Expected<WebhookTarget> readWebhook(const QJsonValue& value, qsizetype index) {
    const QJsonObject object = value.toObject();
    const QJsonValue url = object.value(QStringLiteral("url"));
    if (!value.isObject() || !url.isString() || object.size() != 1)
        return fail(
            QStringLiteral("webhook %1 must be an object with one field, \"url\"").arg(index + 1));
    WebhookTarget target{QUrl(url.toString(), QUrl::StrictMode)};
    if (auto ok = validateWebhookUrl(target.url); !ok)
        return fail(QStringLiteral("webhook %1: %2").arg(index + 1).arg(ok.error().message));
    return target;
}

Expected<QJsonArray> arrayField(const QJsonObject& root, const QString& field) {
    const QJsonValue value = root.value(field);
    if (value.isUndefined())
        return QJsonArray();
    if (!value.isArray())
        return fail(QStringLiteral("\"%1\" must be a JSON array").arg(field));
    return value.toArray();
}

QJsonObject ruleToJson(const AlertRule& rule) {
    QJsonObject object{{QStringLiteral("name"), rule.name},
                       {QStringLiteral("kind"), kindName(rule.kind)},
                       {QStringLiteral("severity"), rule.severity}};
    if (!rule.keys.isEmpty())
        object.insert(QStringLiteral("keys"), rule.keys);
    const std::pair<const char*, int> numbers[] = {{"seconds", rule.seconds},
                                                   {"changes", rule.changes},
                                                   {"hold_down", rule.holdDownSeconds},
                                                   {"clear_down", rule.clearDownSeconds}};
    for (const auto& [field, value] : numbers) {
        if (value != 0)
            object.insert(QLatin1String(field), value);
    }
    if (rule.percent != 0)
        object.insert(QStringLiteral("percent"), rule.percent);
    return object;
}

} // namespace

QString WebhookTarget::redactedUrl() const {
    // Scheme, host and port only: the path, query and user info may be the credential.
    return url.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery |
                        QUrl::RemoveFragment)
               .toString() +
           QStringLiteral("/…");
}

QString WebhookTarget::targetId() const {
    // Without the user info: a webhook is the same one whatever credentials it is sent with
    // (the console keeps them in the keychain, apart from the URL).
    const QByteArray digest = QCryptographicHash::hash(
        url.adjusted(QUrl::RemoveUserInfo).toEncoded(), QCryptographicHash::Sha256);
    return redactedUrl() + QStringLiteral(" #") + QString::fromLatin1(digest.toHex().left(8));
}

Expected<void> validateWebhookUrl(const QUrl& url) {
    if (!url.isValid() || url.host().isEmpty())
        return fail(QStringLiteral("the webhook URL is not a valid http(s) URL"));
    if (url.scheme() == QLatin1String("https"))
        return {};
    if (url.scheme() == QLatin1String("http") && endpoint::isLoopbackHost(url.host()))
        return {};
    if (url.scheme() == QLatin1String("http"))
        return fail(QStringLiteral("a webhook over plain http may only go to this machine "
                                   "(127.0.0.1, ::1 or localhost); use https for %1")
                        .arg(url.host()));
    return fail(QStringLiteral("the webhook URL must start with https:// (or http:// to "
                               "this machine), not %1:")
                    .arg(url.scheme()));
}

Expected<RuleSet> RuleSet::fromYaml(const QByteArray& yaml) {
    auto object = yaml::toJsonObject(yaml);
    if (!object)
        return object.error();
    return fromJson(QJsonDocument(*object).toJson(QJsonDocument::Compact));
}

QByteArray RuleSet::toYaml() const {
    return yaml::fromJsonObject(QJsonDocument::fromJson(toJson()).object());
}

Expected<void> RuleSet::save(const QString& path) const {
    QSaveFile file(path);
    const QByteArray contents = yaml::isYamlFile(path) ? toYaml() : toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size() ||
        !file.commit())
        return fail(
            QStringLiteral("cannot write the rule file %1: %2").arg(path, file.errorString()));
    return {};
}

Expected<RuleSet> RuleSet::fromJson(const QByteArray& json) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not valid JSON at character %1: %2")
                        .arg(error.offset)
                        .arg(error.errorString()));
    if (!document.isObject())
        return fail(QStringLiteral("a rule file is a JSON object with \"rules\" and "
                                   "\"webhooks\""));
    const QJsonObject root = document.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("rules") && it.key() != QLatin1String("webhooks"))
            return fail(
                QStringLiteral("unknown field \"%1\" (known: rules, webhooks)").arg(it.key()));
    }
    auto rules = arrayField(root, QStringLiteral("rules"));
    if (!rules)
        return rules.error();
    auto webhooks = arrayField(root, QStringLiteral("webhooks"));
    if (!webhooks)
        return webhooks.error();
    RuleSet set;
    for (qsizetype i = 0; i < rules->size(); ++i) {
        auto rule = readRule(rules->at(i), i);
        if (!rule)
            return rule.error();
        set.rules.append(*rule);
    }
    for (qsizetype i = 0; i < webhooks->size(); ++i) {
        auto target = readWebhook(webhooks->at(i), i);
        if (!target)
            return target.error();
        set.webhooks.append(*target);
    }
    if (auto ok = set.validate(); !ok)
        return ok.error();
    return set;
}

Expected<RuleSet> RuleSet::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            QStringLiteral("cannot read the rule file %1: %2").arg(path, file.errorString()));
    auto set = yaml::isYamlFile(path) ? fromYaml(file.readAll()) : fromJson(file.readAll());
    if (!set)
        return fail(QStringLiteral("rule file %1: %2").arg(path, set.error().message));
    return set;
}

QByteArray RuleSet::toJson() const {
    QJsonArray ruleArray;
    for (const AlertRule& rule : rules)
        ruleArray.append(ruleToJson(rule));
    QJsonArray hookArray;
    for (const WebhookTarget& target : webhooks)
        hookArray.append(QJsonObject{{QStringLiteral("url"), target.url.toString()}});
    QJsonObject root{{QStringLiteral("rules"), ruleArray}};
    if (!hookArray.isEmpty())
        root.insert(QStringLiteral("webhooks"), hookArray);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Expected<void> RuleSet::validate() const {
    QSet<QString> names;
    for (const AlertRule& rule : rules) {
        if (auto ok = rule.validate(); !ok)
            return ok;
        if (names.contains(rule.name))
            return fail(
                QStringLiteral("two rules are named \"%1\": names must be unique").arg(rule.name));
        names.insert(rule.name);
    }
    for (const WebhookTarget& target : webhooks) {
        if (auto ok = validateWebhookUrl(target.url); !ok)
            return ok;
    }
    return {};
}

const AlertRule* RuleSet::rule(const QString& name) const {
    for (const AlertRule& candidate : rules) {
        if (candidate.name == name)
            return &candidate;
    }
    return nullptr;
}

} // namespace volcano::alerts
