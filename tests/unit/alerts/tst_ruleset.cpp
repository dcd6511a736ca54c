// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/RuleSet.h"

#include <QtTest>

using namespace volcano;
using namespace volcano::alerts;

// No raw string literals here: moc 6.4 loses its way in ones with unbalanced brackets and
// then generates nothing.
class TestRuleSet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The example of spec/recorder.md, as written there.
    void readsTheSpecExample() {
        const QByteArray json =
            "{\"rules\": [\n"
            "           {\"name\": \"leader missing\", \"kind\": \"no_holder\", \"keys\": "
            "\"jobs:*\",\n"
            "            \"seconds\": 10, \"severity\": \"page\"},\n"
            "           {\"name\": \"stuck job\", \"kind\": \"held_too_long\", \"keys\": "
            "\"reports:*\",\n"
            "            \"seconds\": 3600, \"severity\": \"ticket\"}],\n"
            "         \"webhooks\": [{\"url\": \"http://127.0.0.1:9999/hook\"}]}";
        auto set = RuleSet::fromJson(json);
        QVERIFY2(set, set ? "" : qPrintable(set.error().message));
        QCOMPARE(set->rules.size(), 2);
        QCOMPARE(set->rules[0].kind, RuleKind::NoHolder);
        QCOMPARE(set->rules[0].keys, QStringLiteral("jobs:*"));
        QCOMPARE(set->rules[0].seconds, 10);
        QCOMPARE(set->rules[1].severity, QStringLiteral("ticket"));
        QCOMPARE(set->webhooks.size(), 1);
        QCOMPARE(set->webhooks[0].url, QUrl(QStringLiteral("http://127.0.0.1:9999/hook")));
    }

    void everyKindRoundTrips() {
        const QByteArray json =
            "{\"rules\": [\n"
            "           {\"name\": \"a\", \"kind\": \"no_holder\", \"seconds\": 5, \"hold_down\": "
            "2, \"clear_down\": 3},\n"
            "           {\"name\": \"b\", \"kind\": \"renewal_overdue\", \"keys\": \"db-[ab]\"},\n"
            "           {\"name\": \"c\", \"kind\": \"held_too_long\", \"seconds\": 60},\n"
            "           {\"name\": \"d\", \"kind\": \"flapping\", \"changes\": 3, \"seconds\": "
            "300},\n"
            "           {\"name\": \"e\", \"kind\": \"fencing_anomaly\", \"severity\": \"page\"},\n"
            "           {\"name\": \"f\", \"kind\": \"quota\", \"percent\": 90.5},\n"
            "           {\"name\": \"g\", \"kind\": \"unavailable\", \"seconds\": 30}]}";
        auto set = RuleSet::fromJson(json);
        QVERIFY2(set, set ? "" : qPrintable(set.error().message));
        QCOMPARE(set->rules.size(), 7);
        auto again = RuleSet::fromJson(set->toJson());
        QVERIFY(again);
        QCOMPARE(*again, *set);
        QCOMPARE(set->rules[5].percent, 90.5);
        QCOMPARE(set->rules[0].clearDownSeconds, 3);
    }

    void refusesWithAMessage_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{\"rules\": [")
                                  << QStringLiteral("not valid JSON at character");
        QTest::newRow("not an object")
            << QByteArray("[]") << QStringLiteral("a rule file is a JSON object");
        QTest::newRow("unknown top field")
            << QByteArray("{\"rulez\": []}") << QStringLiteral("unknown field \"rulez\"");
        QTest::newRow("unknown kind")
            << QByteArray("{\"rules\": [{\"name\": \"x\", \"kind\": \"nobody\"}]}")
            << QStringLiteral("rule \"x\": kind \"nobody\" is not one of no_holder,");
        QTest::newRow("typo in a field")
            << QByteArray(
                   "{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\", \"secnds\": 5}]}")
            << QStringLiteral("rule \"x\": unknown field \"secnds\"");
        QTest::newRow("seconds missing")
            << QByteArray("{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\"}]}")
            << QStringLiteral("rule \"x\": seconds must be between 1 and");
        QTest::newRow("seconds not whole")
            << QByteArray(
                   "{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\", \"seconds\": 1.5}]}")
            << QStringLiteral("rule \"x\": seconds must be a whole number");
        // 1e300 once reached an integer conversion before the range check (UB, found by fuzzing).
        QTest::newRow("seconds far out of range")
            << QByteArray(
                   "{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\", \"seconds\": 1e300}]}")
            << QStringLiteral("rule \"x\": seconds must be a whole number from 0 to 1000000000");
        QTest::newRow("flapping without changes")
            << QByteArray(
                   "{\"rules\": [{\"name\": \"x\", \"kind\": \"flapping\", \"seconds\": 60}]}")
            << QStringLiteral("rule \"x\": changes must be between 1 and");
        QTest::newRow("percent over 100")
            << QByteArray("{\"rules\": [{\"name\": \"x\", \"kind\": \"quota\", \"percent\": 150}]}")
            << QStringLiteral("rule \"x\": percent must be above 0 and at most 100");
        QTest::newRow("no name") << QByteArray(
                                        "{\"rules\": [{\"kind\": \"quota\", \"percent\": 50}]}")
                                 << QStringLiteral("a rule needs a name");
        QTest::newRow("same name twice")
            << QByteArray("{\"rules\": [{\"name\": \"x\", \"kind\": \"quota\", \"percent\": 50},\n"
                          "                                        {\"name\": \"x\", \"kind\": "
                          "\"fencing_anomaly\"}]}")
            << QStringLiteral("two rules are named \"x\"");
        QTest::newRow("pattern with a space")
            << QByteArray("{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\", \"seconds\": 5, "
                          "\"keys\": \"a b\"}]}")
            << QStringLiteral(
                   "character 2 (' ') of the key pattern \"a b\" cannot match a lock key");
        QTest::newRow("plain http beyond loopback")
            << QByteArray("{\"webhooks\": [{\"url\": \"http://hooks.example.com/x\"}]}")
            << QStringLiteral("webhook 1: a webhook over plain http may only go to this machine");
        QTest::newRow("not http")
            << QByteArray("{\"webhooks\": [{\"url\": \"ftp://example.com/x\"}]}")
            << QStringLiteral("webhook 1: the webhook URL must start with https://");
    }

    void refusesWithAMessage() {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto set = RuleSet::fromJson(json);
        QVERIFY(!set);
        QVERIFY2(set.error().message.contains(message), qPrintable(set.error().message));
    }

    // The same file in YAML means the same; saving by the file's name and loading again
    // gives an equal set. A quoted "on" stays a string (YAML 1.1 would read it as true).
    void yamlReadsAndRoundTrips() {
        const QByteArray yaml = "rules:\n"
                                "  - name: leader missing\n"
                                "    kind: no_holder\n"
                                "    keys: \"jobs:*\"\n"
                                "    seconds: 10\n"
                                "    severity: \"on\"\n"
                                "  - {name: busy, kind: quota, percent: 90.5, clear_down: 60}\n"
                                "webhooks:\n"
                                "  - url: http://127.0.0.1:9999/hook\n";
        auto set = RuleSet::fromYaml(yaml);
        QVERIFY2(set, set ? "" : qPrintable(set.error().message));
        QCOMPARE(set->rules.size(), 2);
        QCOMPARE(set->rules[0].seconds, 10);
        QCOMPARE(set->rules[0].severity, QStringLiteral("on"));
        QCOMPARE(set->rules[1].percent, 90.5);
        QCOMPARE(set->rules[1].clearDownSeconds, 60);
        QCOMPARE(set->webhooks.size(), 1);
        auto again = RuleSet::fromYaml(set->toYaml());
        QVERIFY2(again, again ? "" : qPrintable(again.error().message));
        QCOMPARE(*again, *set);

        QTemporaryDir dir;
        for (const QString& name : {QStringLiteral("rules.yaml"), QStringLiteral("rules.json")}) {
            const QString path = dir.filePath(name);
            QVERIFY(set->save(path));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll().trimmed().startsWith('{'),
                     name.endsWith(QLatin1String("json")));
            auto loaded = RuleSet::load(path);
            QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
            QCOMPARE(*loaded, *set);
        }
    }

    void yamlErrorsSayWhere_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");
        QTest::newRow("syntax") << QByteArray("rules:\n  - name: [x\n")
                                << QStringLiteral("not valid YAML at line");
        QTest::newRow("not a mapping")
            << QByteArray("- a\n- b\n") << QStringLiteral("YAML mapping");
        QTest::newRow("a number as text") << QByteArray("rules:\n  - {name: x, kind: no_holder,"
                                                        " seconds: \"10\"}\n")
                                          << QStringLiteral("seconds");
        QTest::newRow("unknown field") << QByteArray("rules:\n  - {name: x, kind: no_holder,"
                                                     " secnds: 10}\n")
                                       << QStringLiteral("secnds");
    }
    void yamlErrorsSayWhere() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        auto set = RuleSet::fromYaml(yaml);
        QVERIFY(!set);
        QVERIFY2(set.error().message.contains(expected), qPrintable(set.error().message));
    }

    // A Slack webhook's path is its credential: it never appears in what is shown.
    void webhookUrlsAreShownRedacted() {
        WebhookTarget target{
            QUrl(QStringLiteral("https://user:pw@hooks.slack.com/services/T0/B0/XYZ?x=1"))};
        QCOMPARE(target.redactedUrl(), QStringLiteral("https://hooks.slack.com/…"));
    }

    void loadsAFileAndNamesItInErrors() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rules.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"rules\": [{\"name\": \"x\", \"kind\": \"quota\"}]}");
        file.close();
        auto set = RuleSet::load(path);
        QVERIFY(!set);
        QVERIFY2(set.error().message.startsWith(QStringLiteral("rule file ") + path),
                 qPrintable(set.error().message));
        QVERIFY(!RuleSet::load(dir.filePath(QStringLiteral("missing.json"))));
    }
};

QTEST_GUILESS_MAIN(TestRuleSet)
#include "tst_ruleset.moc"
