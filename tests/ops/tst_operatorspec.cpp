// The spec factories: PortSpec::single/oneOrMore/zeroOrMore set the connection rule,
// ParamSpec::required/optional/choice the default and the choices.
#include "ops/OperatorSpec.h"

#include <QTest>

using namespace weft::engine;

class TestOperatorSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void portFactoriesSetTheConnectionRule()
    {
        const PortSpec one = PortSpec::single(u"a"_qs, DataKind::Table, u"One"_qs);
        QVERIFY(!one.variadic && !one.optional);
        QCOMPARE(one.kind, DataKind::Table);
        QCOMPARE(one.description, u"One"_qs);
        const PortSpec many = PortSpec::oneOrMore(u"b"_qs, DataKind::Array, {});
        QVERIFY(many.variadic && !many.optional);
        const PortSpec any = PortSpec::zeroOrMore(u"c"_qs, DataKind::Any, {});
        QVERIFY(any.variadic && any.optional);
    }

    void paramFactoriesSetTheDefault()
    {
        const ParamSpec required = ParamSpec::required(u"q"_qs, ParamType::Code, u"Q"_qs);
        QVERIFY(required.isRequired());
        QCOMPARE(required.type, ParamType::Code);
        QVERIFY(required.allowed.isEmpty());
        const ParamSpec optional = ParamSpec::optional(u"n"_qs, ParamType::Integer, {}, 4);
        QVERIFY(!optional.isRequired());
        QCOMPARE(optional.defaultValue, QJsonValue(4));
        const ParamSpec choice =
            ParamSpec::choice(u"how"_qs, {}, u"left"_qs, {u"inner"_qs, u"left"_qs});
        QCOMPARE(choice.type, ParamType::Choice);
        QCOMPARE(choice.defaultValue, QJsonValue(u"left"_qs));
        QCOMPARE(choice.allowed, (QStringList{u"inner"_qs, u"left"_qs}));
    }
};

QTEST_GUILESS_MAIN(TestOperatorSpec)
#include "tst_operatorspec.moc"
