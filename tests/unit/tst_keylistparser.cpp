// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/KeyListParser.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace Qt::Literals::StringLiterals;

namespace {

// The watchlist every row is read against.
const QSet<QString>& watched() {
    static const QSet<QString> keys{QStringLiteral("old"), QStringLiteral("old-2")};
    return keys;
}

KeyListParser parser() {
    return KeyListParser([](const QString& key) { return watched().contains(key); });
}

// "3:text" per rejected row, "key@1:3,4" per repeated key: whole rows compared at once.
QStringList rejectedRows(const KeyList& list) {
    QStringList rows;
    for (const KeyList::Rejected& rejected : list.rejected)
        rows << QStringLiteral("%1:%2").arg(rejected.line).arg(rejected.text);
    return rows;
}

QStringList repeatedRows(const KeyList& list) {
    QStringList rows;
    for (const KeyList::Repeated& repeated : list.repeated) {
        QStringList lines;
        for (const int line : repeated.repeatLines)
            lines << QString::number(line);
        rows << QStringLiteral("%1@%2:%3")
                    .arg(repeated.key)
                    .arg(repeated.firstLine)
                    .arg(lines.join(u','));
    }
    return rows;
}

void writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
}

} // namespace

// The one reader of key lists (console paste and import, lockctl --keys-file): each row is
// an input and everything the parser makes of it.
class TestKeyListParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void text_data();
    void text();
    void json_data();
    void json();
    void malformedJson_data();
    void malformedJson();
    void hugeLine();
    void entries();
    void file_data();
    void file();
    void unreadableFile();

private:
    static void addColumns();
    static void compareRow(const KeyList& list);
};

void TestKeyListParser::addColumns() {
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("alreadyWatched");
    QTest::addColumn<QStringList>("rejected");
    // Per rejected row, the fragments its reason must contain, separated by '|'.
    QTest::addColumn<QStringList>("reasons");
    QTest::addColumn<QStringList>("repeated");
}

void TestKeyListParser::compareRow(const KeyList& list) {
    QFETCH(QStringList, keys);
    QFETCH(QStringList, alreadyWatched);
    QFETCH(QStringList, rejected);
    QFETCH(QStringList, reasons);
    QFETCH(QStringList, repeated);
    QCOMPARE(list.keys, keys);
    QCOMPARE(list.alreadyWatched, alreadyWatched);
    QCOMPARE(rejectedRows(list), rejected);
    QCOMPARE(repeatedRows(list), repeated);
    QCOMPARE(reasons.size(), list.rejected.size());
    for (qsizetype i = 0; i < reasons.size(); ++i) {
        const QString& reason = list.rejected.at(i).reason;
        for (const QString& fragment : reasons.at(i).split(u'|'))
            QVERIFY2(reason.contains(fragment), qPrintable(reason));
    }
}

void TestKeyListParser::text_data() {
    QTest::addColumn<QString>("text");
    addColumns();
    using L = QStringList;
    const QString hint = QStringLiteral("|; write one key per line");

    QTest::newRow("empty") << QString() << L{} << L{} << L{} << L{} << L{};
    QTest::newRow("only blanks and comments")
        << QStringLiteral("\n   \n# a comment\n\t# indented comment\n#\n") << L{} << L{} << L{}
        << L{} << L{};
    QTest::newRow("one key per line")
        << QStringLiteral("jobs:a\njobs.b\nshard-1_x")
        << L{u"jobs:a"_s, u"jobs.b"_s, u"shard-1_x"_s} << L{} << L{} << L{} << L{};
    QTest::newRow("trailing newline")
        << QStringLiteral("a\nb\n") << L{u"a"_s, u"b"_s} << L{} << L{} << L{} << L{};
    QTest::newRow("CRLF") << QStringLiteral("a\r\n\r\nb\r\n# c\r\n") << L{u"a"_s, u"b"_s} << L{}
                          << L{} << L{} << L{};
    QTest::newRow("surrounding whitespace")
        << QStringLiteral("  a\t\n\tb  \n \u00a0c\u3000") << L{u"a"_s, u"b"_s, u"c"_s} << L{} << L{}
        << L{} << L{};
    QTest::newRow("trailing comment") << QStringLiteral("a # the nightly job\nb#no space\nc\t#tab")
                                      << L{u"a"_s, u"b"_s, u"c"_s} << L{} << L{} << L{} << L{};
    QTest::newRow("byte order mark")
        << QStringLiteral("\ufeffa\nb") << L{u"a"_s, u"b"_s} << L{} << L{} << L{} << L{};
    QTest::newRow("space inside: one invalid line")
        << QStringLiteral("a\nb c\nd") << L{u"a"_s, u"d"_s} << L{} << L{u"2:b c"_s}
        << L{QStringLiteral("character 2 (' ')") + hint} << L{};
    QTest::newRow("comma: one invalid line")
        << QStringLiteral("a,b\nc") << L{u"c"_s} << L{} << L{u"1:a,b"_s}
        << L{QStringLiteral("character 2 (',')") + hint} << L{};
    QTest::newRow("comma and space, trailing comment")
        << QStringLiteral("x, y   # two keys?") << L{} << L{} << L{u"1:x, y"_s} << L{hint.mid(1)}
        << L{};
    QTest::newRow("tab inside") << QStringLiteral("a\tb") << L{} << L{} << L{u"1:a\tb"_s}
                                << L{hint.mid(1)} << L{};
    QTest::newRow("semicolon") << QStringLiteral("a;b") << L{} << L{} << L{u"1:a;b"_s}
                               << L{hint.mid(1)} << L{};
    QTest::newRow("line numbers count blank and comment lines")
        << QStringLiteral("# header\n\ngood\n\nbad/key\r\n  # note\ncaf\u00e9\n") << L{u"good"_s}
        << L{} << L{u"5:bad/key"_s, u"7:caf\u00e9"_s}
        << L{u"character 4 ('/')"_s, u"character 4 ('\u00e9')"_s} << L{};
    QTest::newRow("no hint for a plain bad character")
        << QStringLiteral("a/b") << L{} << L{} << L{u"1:a/b"_s}
        << L{u"is not allowed in a lock key"_s} << L{};
    QTest::newRow("129 characters")
        << QString(129, u'k') << L{} << L{} << L{QStringLiteral("1:") + QString(79, u'k') + u'…'}
        << L{u"at most 128 characters (this one has 129)"_s} << L{};
    QTest::newRow("128 characters")
        << QString(128, u'k') << L{QString(128, u'k')} << L{} << L{} << L{} << L{};
    QTest::newRow("lone carriage return inside") << QStringLiteral("a\rb\nc") << L{u"c"_s} << L{}
                                                 << L{u"1:a\rb"_s} << L{u"character 2"_s} << L{};
    QTest::newRow("duplicates reported once")
        << QStringLiteral("a\nb\na\nc\na\nb") << L{u"a"_s, u"b"_s, u"c"_s} << L{} << L{} << L{}
        << L{u"a@1:3,5"_s, u"b@2:6"_s};
    QTest::newRow("duplicate after trimming and comment")
        << QStringLiteral("a\n  a  # again") << L{u"a"_s} << L{} << L{} << L{} << L{u"a@1:2"_s};
    QTest::newRow("invalid lines are not duplicates")
        << QStringLiteral("a/b\na/b") << L{} << L{} << L{u"1:a/b"_s, u"2:a/b"_s}
        << L{u"'/'"_s, u"'/'"_s} << L{};
    QTest::newRow("already watched")
        << QStringLiteral("new\nold\nold-2\nnew-2") << L{u"new"_s, u"new-2"_s}
        << L{u"old"_s, u"old-2"_s} << L{} << L{} << L{};
    QTest::newRow("already watched and repeated")
        << QStringLiteral("old\nold") << L{} << L{u"old"_s} << L{} << L{} << L{u"old@1:2"_s};
    QTest::newRow("case matters") << QStringLiteral("Old\nA\na") << L{u"Old"_s, u"A"_s, u"a"_s}
                                  << L{} << L{} << L{} << L{};
}

void TestKeyListParser::text() {
    QFETCH(QString, text);
    const KeyList list = parser().parseText(text);
    QCOMPARE(list.numbering, KeyList::Numbering::Lines);
    compareRow(list);
}

void TestKeyListParser::json_data() {
    QTest::addColumn<QByteArray>("json");
    addColumns();
    using L = QStringList;

    QTest::newRow("object with keys")
        << QByteArray(R"({"keys": ["a", "b"]})") << L{u"a"_s, u"b"_s} << L{} << L{} << L{} << L{};
    QTest::newRow("plain array") << QByteArray(R"(["a", "b"])") << L{u"a"_s, u"b"_s} << L{} << L{}
                                 << L{} << L{};
    QTest::newRow("empty array") << QByteArray("[]") << L{} << L{} << L{} << L{} << L{};
    QTest::newRow("empty keys") << QByteArray(R"({"keys": []})") << L{} << L{} << L{} << L{} << L{};
    QTest::newRow("non-strings rejected by item number")
        << QByteArray(R"(["a", 42, null, {"k": 1}, "b/c", true])") << L{u"a"_s} << L{}
        << L{u"2:42"_s, u"3:null"_s, uR"(4:{"k":1})"_s, u"5:b/c"_s, u"6:true"_s}
        << L{u"not a string"_s, u"not a string"_s, u"not a string"_s, u"'/'"_s, u"not a string"_s}
        << L{};
    QTest::newRow("a string with a space is one invalid key")
        << QByteArray(R"(["a b", "c"])") << L{u"c"_s} << L{} << L{u"1:a b"_s} << L{u"' '"_s} << L{};
    QTest::newRow("no comments in JSON")
        << QByteArray(R"(["a # b"])") << L{} << L{} << L{u"1:a # b"_s} << L{u"' '"_s} << L{};
    QTest::newRow("trimmed") << QByteArray(R"([" a ", "b\t"])") << L{u"a"_s, u"b"_s} << L{} << L{}
                             << L{} << L{};
    QTest::newRow("empty string rejected") << QByteArray(R"(["", "a"])") << L{u"a"_s} << L{}
                                           << L{u"1:"_s} << L{u"cannot be empty"_s} << L{};
    QTest::newRow("duplicates and watched")
        << QByteArray(R"({"keys": ["old", "a", "a", "old"]})") << L{u"a"_s} << L{u"old"_s} << L{}
        << L{} << L{u"a@2:3"_s, u"old@1:4"_s};
}

void TestKeyListParser::json() {
    QFETCH(QByteArray, json);
    const auto list = parser().parseJson(json);
    QVERIFY2(list, qPrintable(list ? QString() : list.error().message));
    QCOMPARE(list->numbering, KeyList::Numbering::Items);
    QCOMPARE(list->position(3), QStringLiteral("item 3"));
    compareRow(*list);
}

void TestKeyListParser::malformedJson_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("a, b") << QString();
    QTest::newRow("truncated") << QByteArray(R"({"keys": ["a")") << QString();
    QTest::newRow("object without keys")
        << QByteArray(R"({"names": ["a"]})") << QStringLiteral("expected {\"keys\": [...]}");
    QTest::newRow("keys not an array")
        << QByteArray(R"({"keys": "a"})") << QStringLiteral("expected {\"keys\": [...]}");
    QTest::newRow("bare string") << QByteArray(R"("a")") << QString();
    QTest::newRow("empty") << QByteArray() << QString();
}

void TestKeyListParser::malformedJson() {
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    const auto list = parser().parseJson(json);
    QVERIFY(!list);
    QVERIFY(!list.error().message.isEmpty());
    QVERIFY2(list.error().message.contains(mentions), qPrintable(list.error().message));
}

// A runaway line (a binary file, a log pasted by mistake) is one rejected row, shown cut.
void TestKeyListParser::hugeLine() {
    const QString huge = QString(2'000'000, u'x') + QStringLiteral(" y");
    const KeyList list = parser().parseText(QStringLiteral("a\n%1\nb").arg(huge));
    QCOMPARE(list.keys, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(list.rejected.size(), 1);
    const KeyList::Rejected& rejected = list.rejected.constFirst();
    QCOMPARE(rejected.line, 2);
    QCOMPARE(rejected.text.size(), KeyListParser::kMaxShownText);
    QVERIFY(rejected.text.endsWith(u'…'));
    QVERIFY2(rejected.reason.contains(QStringLiteral("this one has 2000002")),
             qPrintable(rejected.reason));

    // Never half a surrogate pair at the cut.
    QString emoji;
    for (int i = 0; i < 100; ++i)
        emoji += QStringLiteral("\U0001F512");
    const KeyList cut = parser().parseText(emoji);
    QCOMPARE(cut.rejected.size(), 1);
    QVERIFY(!cut.rejected.constFirst().text.chopped(1).back().isHighSurrogate());
}

void TestKeyListParser::entries() {
    const KeyList list = parser().parseEntries(
        {QStringLiteral(" a "), QStringLiteral("old"), QStringLiteral("a b"), QStringLiteral("a")});
    QCOMPARE(list.numbering, KeyList::Numbering::Items);
    QCOMPARE(list.keys, QStringList{QStringLiteral("a")});
    QCOMPARE(list.alreadyWatched, QStringList{QStringLiteral("old")});
    QCOMPARE(rejectedRows(list), QStringList{QStringLiteral("3:a b")});
    QVERIFY(!list.rejected.constFirst().reason.contains(QStringLiteral("one key per line")));
    QCOMPARE(repeatedRows(list), QStringList{QStringLiteral("a@1:4")});
}

void TestKeyListParser::file_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("rejected");
    using L = QStringList;
    QTest::newRow("text") << QStringLiteral("keys.txt") << QByteArray("a\r\nb c\r\n") << L{u"a"_s}
                          << L{u"2:b c"_s};
    QTest::newRow("no suffix is text")
        << QStringLiteral("keys") << QByteArray(R"(["a"])") << L{} << L{uR"(1:["a"])"_s};
    QTest::newRow("json") << QStringLiteral("keys.json") << QByteArray(R"({"keys": ["a", 1]})")
                          << L{u"a"_s} << L{u"2:1"_s};
    QTest::newRow("JSON in capitals")
        << QStringLiteral("KEYS.JSON") << QByteArray(R"(["a"])") << L{u"a"_s} << L{};
    QTest::newRow("empty file") << QStringLiteral("empty.txt") << QByteArray() << L{} << L{};
    QTest::newRow("UTF-8 byte order mark") << QStringLiteral("bom.txt")
                                           << QByteArray("\xef\xbb\xbf"
                                                         "a\nb")
                                           << L{u"a"_s, u"b"_s} << L{};
    QTest::newRow("invalid UTF-8 is rejected, not dropped")
        << QStringLiteral("latin1.txt") << QByteArray("caf\xe9\nok") << L{u"ok"_s}
        << L{QStringLiteral("1:caf\ufffd")};
}

void TestKeyListParser::file() {
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, rejected);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    writeFile(path, content);
    const auto list = parser().parseFile(path);
    QVERIFY2(list, qPrintable(list ? QString() : list.error().message));
    QCOMPARE(list->keys, keys);
    QCOMPARE(rejectedRows(*list), rejected);
}

void TestKeyListParser::unreadableFile() {
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("nope.txt"));
    const auto absent = parser().parseFile(missing);
    QVERIFY(!absent);
    QVERIFY2(absent.error().message.startsWith(QStringLiteral("cannot read %1").arg(missing)),
             qPrintable(absent.error().message));

    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, R"({"keys": ["a")");
    const auto malformed = parser().parseFile(bad);
    QVERIFY(!malformed);
    QVERIFY2(malformed.error().message.startsWith(QStringLiteral("%1 is not a key list").arg(bad)),
             qPrintable(malformed.error().message));
}

QTEST_GUILESS_MAIN(TestKeyListParser)
#include "tst_keylistparser.moc"
